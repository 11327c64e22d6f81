/// The Preferences interaction as its screen sees it: the views it renders into arrive through `use(_:)`,
/// and each event says what happened, never what to do about it.
@MainActor
protocol PreferencesInteracting: AnyObject {
    func use(_ preference: PreferenceRendering)
    func didToggleSetting(isEnabled: Bool)
    func didTapDone()
}

/// Decides what happens after each Preferences event.
@MainActor
final class PreferencesInteraction {
    private weak var preference: PreferenceRendering?
}

extension PreferencesInteraction: PreferencesInteracting {
    func use(_ preference: PreferenceRendering) {
        self.preference = preference
    }

    func didToggleSetting(isEnabled: Bool) {
        // Decide what this event means and render the result into the views handed over with use(_:).
    }

    func didTapDone() {
        // Decide what this event means and render the result into the views handed over with use(_:).
    }
}
