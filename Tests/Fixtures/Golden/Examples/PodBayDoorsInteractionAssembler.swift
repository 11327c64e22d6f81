/// Builds the PodBayDoors interaction.
@MainActor
protocol PodBayDoorsInteractionAssembling {
    func assemble() -> any PodBayDoorsInteracting
}

/// Builds a `PodBayDoorsInteraction` with the service it uses and the navigation it owns.
@MainActor
struct PodBayDoorsInteractionAssembler: PodBayDoorsInteractionAssembling {
    private let podBayServiceAssembler: any PodBayServiceAssembling
    private let navigationAssembler: any DiscoveryOneNavigationAssembling

    init(
        podBayServiceAssembler: any PodBayServiceAssembling = PodBayServiceAssembler(),
        navigationAssembler: any DiscoveryOneNavigationAssembling = DiscoveryOneNavigationAssembler()
    ) {
        self.podBayServiceAssembler = podBayServiceAssembler
        self.navigationAssembler = navigationAssembler
    }

    func assemble() -> any PodBayDoorsInteracting {
        PodBayDoorsInteraction(
            podBay: podBayServiceAssembler.assemble(),
            navigation: navigationAssembler.assemble()
        )
    }
}
