/// Builds the Preferences interaction.
@MainActor
protocol PreferencesInteractionAssembling {
    func assemble() -> any PreferencesInteracting
}

/// Builds a `PreferencesInteraction` with the navigation it owns.
@MainActor
struct PreferencesInteractionAssembler: PreferencesInteractionAssembling {
    private let navigationAssembler: any SettingsNavigationAssembling

    init(navigationAssembler: any SettingsNavigationAssembling = SettingsNavigationAssembler()) {
        self.navigationAssembler = navigationAssembler
    }

    func assemble() -> any PreferencesInteracting {
        PreferencesInteraction(navigation: navigationAssembler.assemble())
    }
}
