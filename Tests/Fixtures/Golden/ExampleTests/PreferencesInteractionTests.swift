import XCTest
@testable import App

/// Drives each Preferences event and checks what the interaction renders.
@MainActor
final class PreferencesInteractionTests: XCTestCase {
    func testDidToggleSetting() async {
        let preference = PreferenceRenderingSpy()
        let interaction = PreferencesInteraction()
        interaction.use(preference)

        interaction.didToggleSetting(isEnabled: false)

        // The starter code renders nothing: change these expectations together with it.
        XCTAssertTrue(preference.renderables.isEmpty)
    }

    func testDidTapDone() async {
        let preference = PreferenceRenderingSpy()
        let interaction = PreferencesInteraction()
        interaction.use(preference)

        interaction.didTapDone()

        // The starter code renders nothing: change these expectations together with it.
        XCTAssertTrue(preference.renderables.isEmpty)
    }
}

@MainActor
private final class PreferenceRenderingSpy: PreferenceRendering {
    private(set) var renderables: [PreferenceRenderable] = []

    func render(_ renderable: PreferenceRenderable) {
        renderables.append(renderable)
    }
}
