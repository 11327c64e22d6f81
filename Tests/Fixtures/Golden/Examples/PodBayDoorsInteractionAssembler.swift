/// Builds the PodBayDoors interaction.
@MainActor
protocol PodBayDoorsInteractionAssembling {
    func assemble() -> PodBayDoorsInteracting
}

/// Builds a `PodBayDoorsInteraction` with the navigation it owns.
@MainActor
struct PodBayDoorsInteractionAssembler: PodBayDoorsInteractionAssembling {
    private let navigationAssembler: DiscoveryOneNavigationAssembling

    init(navigationAssembler: DiscoveryOneNavigationAssembling = DiscoveryOneNavigationAssembler()) {
        self.navigationAssembler = navigationAssembler
    }

    func assemble() -> PodBayDoorsInteracting {
        PodBayDoorsInteraction(navigation: navigationAssembler.assemble())
    }
}
