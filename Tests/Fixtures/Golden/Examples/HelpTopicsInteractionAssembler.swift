/// Builds the HelpTopics interaction.
@MainActor
protocol HelpTopicsInteractionAssembling {
    func assemble(topic: Int) -> any HelpTopicsInteracting
}

/// Builds a `HelpTopicsInteraction` with the screen's input and the navigation it owns.
@MainActor
struct HelpTopicsInteractionAssembler: HelpTopicsInteractionAssembling {
    private let navigationAssembler: any HelpNavigationAssembling

    init(navigationAssembler: any HelpNavigationAssembling = HelpNavigationAssembler()) {
        self.navigationAssembler = navigationAssembler
    }

    func assemble(topic: Int) -> any HelpTopicsInteracting {
        HelpTopicsInteraction(
            topic: topic,
            navigation: navigationAssembler.assemble()
        )
    }
}
