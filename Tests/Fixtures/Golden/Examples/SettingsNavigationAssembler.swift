/// Builds the Settings navigation.
@MainActor
protocol SettingsNavigationAssembling {
    func assemble() -> any SettingsNavigating
}

/// Builds a `SettingsNavigation`.
@MainActor
struct SettingsNavigationAssembler: SettingsNavigationAssembling {
    func assemble() -> any SettingsNavigating {
        SettingsNavigation()
    }
}
