/// Builds a `HatchInteraction` with the navigation it owns.
@MainActor
enum HatchInteractionAssembler {
    static func assemble() -> HatchInteracting {
        HatchInteraction(navigation: AirlockNavigationAssembler.assemble())
    }
}
