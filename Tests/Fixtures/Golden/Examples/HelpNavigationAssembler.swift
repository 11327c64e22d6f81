/// Builds the Help navigation.
@MainActor
protocol HelpNavigationAssembling {
    func assemble() -> any HelpNavigating
}

/// Builds a `HelpNavigation`. The destination Assemblers are created only when this runs, so
/// features that lead to each other never build each other while being assembled.
@MainActor
struct HelpNavigationAssembler: HelpNavigationAssembling {
    func assemble() -> any HelpNavigating {
        HelpNavigation(
            discoveryOneAssembler: DiscoveryOneAssembler()
        )
    }
}
