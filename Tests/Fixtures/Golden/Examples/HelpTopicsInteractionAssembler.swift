/// Builds the HelpTopics interaction.
@MainActor
protocol HelpTopicsInteractionAssembling {
    func assemble() -> HelpTopicsInteracting
}

/// Builds a `HelpTopicsInteraction` with the navigation it owns.
@MainActor
struct HelpTopicsInteractionAssembler: HelpTopicsInteractionAssembling {
    private let navigationAssembler: HelpNavigationAssembling

    init(navigationAssembler: HelpNavigationAssembling = HelpNavigationAssembler()) {
        self.navigationAssembler = navigationAssembler
    }

    func assemble() -> HelpTopicsInteracting {
        HelpTopicsInteraction(navigation: navigationAssembler.assemble())
    }
}
