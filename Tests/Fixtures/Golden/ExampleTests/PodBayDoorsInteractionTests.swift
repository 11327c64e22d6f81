import UIKit
import XCTest
@testable import App

/// Drives each PodBayDoors event and checks what the interaction renders and where it navigates.
@MainActor
final class PodBayDoorsInteractionTests: XCTestCase {
    func testDidTapMainButton() async {
        let banner = BannerRenderingSpy()
        let doorStatus = DoorStatusRenderingSpy()
        let navigation = DiscoveryOneNavigatingSpy()
        let interaction = PodBayDoorsInteraction(navigation: navigation)
        interaction.use(banner)
        interaction.use(doorStatus)

        interaction.didTapMainButton()

        // The starter code neither renders nor navigates: change these expectations together with it.
        XCTAssertTrue(banner.renderables.isEmpty)
        XCTAssertTrue(doorStatus.renderables.isEmpty)
        XCTAssertTrue(navigation.presentedInterfaces.isEmpty)
    }

    func testDidEnterCode() async {
        let banner = BannerRenderingSpy()
        let doorStatus = DoorStatusRenderingSpy()
        let navigation = DiscoveryOneNavigatingSpy()
        let interaction = PodBayDoorsInteraction(navigation: navigation)
        interaction.use(banner)
        interaction.use(doorStatus)

        interaction.didEnterCode(code: "")

        // The starter code neither renders nor navigates: change these expectations together with it.
        XCTAssertTrue(banner.renderables.isEmpty)
        XCTAssertTrue(doorStatus.renderables.isEmpty)
        XCTAssertTrue(navigation.presentedInterfaces.isEmpty)
    }

    func testUseHandsTheNavigationControllerToTheNavigation() async {
        let navigation = DiscoveryOneNavigatingSpy()
        let interaction = PodBayDoorsInteraction(navigation: navigation)
        let navigationController = UINavigationController()

        interaction.use(navigationController)

        XCTAssertIdentical(navigation.navigationController, navigationController)
    }
}

@MainActor
private final class BannerRenderingSpy: BannerRendering {
    private(set) var renderables: [BannerRenderable] = []

    func render(_ renderable: BannerRenderable) {
        renderables.append(renderable)
    }
}

@MainActor
private final class DoorStatusRenderingSpy: DoorStatusRendering {
    private(set) var renderables: [DoorStatusRenderable] = []

    func render(_ renderable: DoorStatusRenderable) {
        renderables.append(renderable)
    }
}

@MainActor
private final class DiscoveryOneNavigatingSpy: DiscoveryOneNavigating {
    private(set) weak var navigationController: NavigationControlling?
    private(set) var presentedInterfaces: [String] = []

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentSettingsInterface() {
        presentedInterfaces.append("Settings")
    }

    func presentHelpInterface() {
        presentedInterfaces.append("Help")
    }
}
