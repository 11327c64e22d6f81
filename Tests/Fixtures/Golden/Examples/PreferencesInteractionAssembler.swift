/// Builds the Preferences interaction.
@MainActor
protocol PreferencesInteractionAssembling {
    func assemble() -> PreferencesInteracting
}

/// Builds a `PreferencesInteraction`.
@MainActor
struct PreferencesInteractionAssembler: PreferencesInteractionAssembling {
    func assemble() -> PreferencesInteracting {
        PreferencesInteraction()
    }
}
