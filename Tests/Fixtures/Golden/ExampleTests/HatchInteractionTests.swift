import UIKit
import XCTest
@testable import App

/// Drives each Hatch event and checks what the interaction renders and where it navigates.
@MainActor
final class HatchInteractionTests: XCTestCase {
    func testDidRequestCycle() async {
        let pressure = PressureRenderingSpy()
        let navigation = AirlockNavigatingSpy()
        let interaction = HatchInteraction(navigation: navigation)
        interaction.use(pressure)

        interaction.didRequestCycle()

        // The starter code neither renders nor navigates: change these expectations together with it.
        XCTAssertTrue(pressure.renderables.isEmpty)
        XCTAssertTrue(navigation.presentedInterfaces.isEmpty)
    }

    func testUseHandsTheNavigationControllerToTheNavigation() async {
        let navigation = AirlockNavigatingSpy()
        let interaction = HatchInteraction(navigation: navigation)
        let navigationController = UINavigationController()

        interaction.use(navigationController)

        XCTAssertIdentical(navigation.navigationController, navigationController)
    }
}

@MainActor
private final class PressureRenderingSpy: PressureRendering {
    private(set) var renderables: [PressureRenderable] = []

    func render(_ renderable: PressureRenderable) {
        renderables.append(renderable)
    }
}

@MainActor
private final class AirlockNavigatingSpy: AirlockNavigating {
    private(set) weak var navigationController: NavigationControlling?
    private(set) var presentedInterfaces: [String] = []

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentAirlockInterface() {
        presentedInterfaces.append("Airlock")
    }
}
