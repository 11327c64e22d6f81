import UIKit
import Testing
@testable import App

/// Drives each Preferences event and checks what the interaction renders, asks for and shows.
@MainActor
struct PreferencesInteractionTests {
    @Test func testWillAppear() async {
        let preference = PreferenceRenderingSpy()
        let navigation = SettingsNavigatingSpy()
        let interaction = PreferencesInteraction(navigation: navigation)
        interaction.use(preference)

        interaction.willAppear()

        // The starter code does nothing yet: change these expectations together with it.
        #expect(preference.renderables.isEmpty)
        #expect(navigation.presentedInterfaces.isEmpty)
        #expect(navigation.closeCount == 0)
    }

    @Test func testDidToggleSetting() async {
        let preference = PreferenceRenderingSpy()
        let navigation = SettingsNavigatingSpy()
        let interaction = PreferencesInteraction(navigation: navigation)
        interaction.use(preference)

        interaction.didToggleSetting(isEnabled: false)

        // The starter code does nothing yet: change these expectations together with it.
        #expect(preference.renderables.isEmpty)
        #expect(navigation.presentedInterfaces.isEmpty)
        #expect(navigation.closeCount == 0)
    }

    @Test func testDidTapDone() async {
        let preference = PreferenceRenderingSpy()
        let navigation = SettingsNavigatingSpy()
        let interaction = PreferencesInteraction(navigation: navigation)
        interaction.use(preference)

        interaction.didTapDone()

        // The starter code closes the screen: change these expectations together with it.
        #expect(preference.renderables.isEmpty)
        #expect(navigation.presentedInterfaces.isEmpty)
        #expect(navigation.closeCount == 1)
    }

    @Test func testUseHandsTheNavigationControllerToTheNavigation() async {
        let navigation = SettingsNavigatingSpy()
        let interaction = PreferencesInteraction(navigation: navigation)
        let navigationController = UINavigationController()

        interaction.use(navigationController)

        #expect(navigation.navigationController === navigationController)
    }
}

@MainActor
private final class PreferenceRenderingSpy: PreferenceRendering {
    private(set) var renderables: [PreferenceRenderable] = []

    func render(_ renderable: PreferenceRenderable) {
        renderables.append(renderable)
    }
}

@MainActor
private final class SettingsNavigatingSpy: SettingsNavigating {
    private(set) weak var navigationController: (any NavigationControlling)?
    private(set) var presentedInterfaces: [String] = []
    private(set) var closeCount = 0

    func use(_ navigationController: any NavigationControlling) {
        self.navigationController = navigationController
    }

    func closeInterface() {
        closeCount += 1
    }
}
