import UIKit
import Testing
@testable import App

/// Drives each Hatch event and checks what the interaction renders, asks for and shows.
@MainActor
struct HatchInteractionTests {
    @Test func testDidAppear() async {
        let pressure = PressureRenderingSpy()
        let navigation = AirlockNavigatingSpy()
        let interaction = HatchInteraction(navigation: navigation)
        interaction.use(pressure)

        interaction.didAppear()

        // The starter code does nothing yet: change these expectations together with it.
        #expect(pressure.renderables.isEmpty)
        #expect(navigation.presentedInterfaces.isEmpty)
    }

    @Test func testDidRequestCycle() async {
        let pressure = PressureRenderingSpy()
        let navigation = AirlockNavigatingSpy()
        let interaction = HatchInteraction(navigation: navigation)
        interaction.use(pressure)

        interaction.didRequestCycle()

        // The starter code does nothing yet: change these expectations together with it.
        #expect(pressure.renderables.isEmpty)
        #expect(navigation.presentedInterfaces.isEmpty)
    }

    @Test func testUseHandsTheNavigationControllerToTheNavigation() async {
        let navigation = AirlockNavigatingSpy()
        let interaction = HatchInteraction(navigation: navigation)
        let navigationController = UINavigationController()

        interaction.use(navigationController)

        #expect(navigation.navigationController === navigationController)
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
    private(set) weak var navigationController: (any NavigationControlling)?
    private(set) var presentedInterfaces: [String] = []

    func use(_ navigationController: any NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentAirlockInterface() {
        presentedInterfaces.append("Airlock")
    }
}
