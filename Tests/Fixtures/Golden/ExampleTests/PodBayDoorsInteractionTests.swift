import UIKit
import Testing
@testable import App

/// Drives each PodBayDoors event and checks what the interaction renders, asks for and shows.
@MainActor
struct PodBayDoorsInteractionTests {
    @Test func testDidLoad() async {
        let banner = BannerRenderingSpy()
        let doorStatus = DoorStatusRenderingSpy()
        let podBay = PodBayProvidingSpy()
        let navigation = DiscoveryOneNavigatingSpy()
        let interaction = PodBayDoorsInteraction(
            podBay: podBay,
            navigation: navigation
        )
        interaction.use(banner)
        interaction.use(doorStatus)

        interaction.didLoad()
        await podBay.waitForACall()

        // The starter code asks PodBay for doorsAreOpen() and renders nothing yet: change these expectations together with it.
        #expect(banner.renderables.isEmpty)
        #expect(doorStatus.renderables.isEmpty)
        #expect(podBay.calls == ["doorsAreOpen()"])
        #expect(navigation.presentedInterfaces.isEmpty)
    }

    @Test func testDidTapMainButton() async {
        let banner = BannerRenderingSpy()
        let doorStatus = DoorStatusRenderingSpy()
        let podBay = PodBayProvidingSpy()
        let navigation = DiscoveryOneNavigatingSpy()
        let interaction = PodBayDoorsInteraction(
            podBay: podBay,
            navigation: navigation
        )
        interaction.use(banner)
        interaction.use(doorStatus)

        interaction.didTapMainButton()

        // The starter code does nothing yet: change these expectations together with it.
        #expect(banner.renderables.isEmpty)
        #expect(doorStatus.renderables.isEmpty)
        #expect(podBay.calls.isEmpty)
        #expect(navigation.presentedInterfaces.isEmpty)
    }

    @Test func testDidEnterCode() async {
        let banner = BannerRenderingSpy()
        let doorStatus = DoorStatusRenderingSpy()
        let podBay = PodBayProvidingSpy()
        let navigation = DiscoveryOneNavigatingSpy()
        let interaction = PodBayDoorsInteraction(
            podBay: podBay,
            navigation: navigation
        )
        interaction.use(banner)
        interaction.use(doorStatus)

        interaction.didEnterCode(code: "")

        // The starter code does nothing yet: change these expectations together with it.
        #expect(banner.renderables.isEmpty)
        #expect(doorStatus.renderables.isEmpty)
        #expect(podBay.calls.isEmpty)
        #expect(navigation.presentedInterfaces.isEmpty)
    }

    @Test func testDidTapSettings() async {
        let banner = BannerRenderingSpy()
        let doorStatus = DoorStatusRenderingSpy()
        let podBay = PodBayProvidingSpy()
        let navigation = DiscoveryOneNavigatingSpy()
        let interaction = PodBayDoorsInteraction(
            podBay: podBay,
            navigation: navigation
        )
        interaction.use(banner)
        interaction.use(doorStatus)

        interaction.didTapSettings()

        // The starter code shows Settings: change these expectations together with it.
        #expect(banner.renderables.isEmpty)
        #expect(doorStatus.renderables.isEmpty)
        #expect(podBay.calls.isEmpty)
        #expect(navigation.presentedInterfaces == ["Settings"])
    }

    @Test func testDidAskForHelp() async {
        let banner = BannerRenderingSpy()
        let doorStatus = DoorStatusRenderingSpy()
        let podBay = PodBayProvidingSpy()
        let navigation = DiscoveryOneNavigatingSpy()
        let interaction = PodBayDoorsInteraction(
            podBay: podBay,
            navigation: navigation
        )
        interaction.use(banner)
        interaction.use(doorStatus)

        interaction.didAskForHelp(topic: 0)

        // The starter code shows Help: change these expectations together with it.
        #expect(banner.renderables.isEmpty)
        #expect(doorStatus.renderables.isEmpty)
        #expect(podBay.calls.isEmpty)
        #expect(navigation.presentedInterfaces == ["Help"])
    }

    @Test func testUseHandsTheNavigationControllerToTheNavigation() async {
        let podBay = PodBayProvidingSpy()
        let navigation = DiscoveryOneNavigatingSpy()
        let interaction = PodBayDoorsInteraction(
            podBay: podBay,
            navigation: navigation
        )
        let navigationController = UINavigationController()

        interaction.use(navigationController)

        #expect(navigation.navigationController === navigationController)
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
private final class PodBayProvidingSpy: PodBayProviding {
    private(set) var calls: [String] = []

    func doorsAreOpen() async throws -> Bool {
        calls.append("doorsAreOpen()")
        return false
    }

    func openDoors(code: String) async throws {
        calls.append("openDoors(code:)")
    }

    /// Lets the tasks the interaction started run, until a call arrives or 100 turns have passed.
    func waitForACall() async {
        for _ in 0..<100 where calls.isEmpty {
            await Task.yield()
        }
    }
}

@MainActor
private final class DiscoveryOneNavigatingSpy: DiscoveryOneNavigating {
    private(set) weak var navigationController: (any NavigationControlling)?
    private(set) var presentedInterfaces: [String] = []

    func use(_ navigationController: any NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentSettingsInterface() {
        presentedInterfaces.append("Settings")
    }

    func presentHelpInterface(topic: Int) {
        presentedInterfaces.append("Help")
    }
}
