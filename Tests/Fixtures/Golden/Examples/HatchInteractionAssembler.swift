/// Builds a `HatchInteraction` with the navigation it owns.
@MainActor
enum HatchInteractionAssembler {
    static func assemble() -> any HatchInteracting {
        HatchInteraction(navigation: AirlockNavigationAssembler.assemble())
    }
}
