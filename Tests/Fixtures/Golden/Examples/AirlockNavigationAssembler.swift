/// Builds an `AirlockNavigation`. It assembles each destination only when asked to show it, so
/// features that lead to each other never build each other while being assembled.
@MainActor
enum AirlockNavigationAssembler {
    static func assemble() -> any AirlockNavigating {
        AirlockNavigation()
    }
}
