/// Builds the DiscoveryOne navigation.
@MainActor
protocol DiscoveryOneNavigationAssembling {
    func assemble() -> any DiscoveryOneNavigating
}

/// Builds a `DiscoveryOneNavigation`. The destination Assemblers are created only when this runs, so
/// features that lead to each other never build each other while being assembled.
@MainActor
struct DiscoveryOneNavigationAssembler: DiscoveryOneNavigationAssembling {
    func assemble() -> any DiscoveryOneNavigating {
        DiscoveryOneNavigation(
            settingsAssembler: SettingsAssembler(),
            helpAssembler: HelpAssembler()
        )
    }
}
