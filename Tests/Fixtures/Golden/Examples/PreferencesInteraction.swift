/// The Preferences interaction as its screen sees it: the views it renders into arrive through `use(_:)`,
/// and each event says what happened, never what to do about it.
@MainActor
protocol PreferencesInteracting: AnyObject {
    func use(_ preference: any PreferenceRendering)
    func use(_ navigationController: any NavigationControlling)
    func willAppear()
    func didToggleSetting(isEnabled: Bool)
    func didTapDone()
}

/// Decides what happens after each Preferences event.
@MainActor
final class PreferencesInteraction {
    private weak var preference: (any PreferenceRendering)?
    private let navigation: any SettingsNavigating

    init(navigation: any SettingsNavigating) {
        self.navigation = navigation
    }
}

extension PreferencesInteraction: PreferencesInteracting {
    func use(_ preference: any PreferenceRendering) {
        self.preference = preference
    }

    func use(_ navigationController: any NavigationControlling) {
        navigation.use(navigationController)
    }

    func willAppear() {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }

    func didToggleSetting(isEnabled: Bool) {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }

    func didTapDone() {
        navigation.closeInterface()
    }
}
