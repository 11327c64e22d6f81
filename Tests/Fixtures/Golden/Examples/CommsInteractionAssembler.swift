/// Builds the Comms interaction.
@MainActor
protocol CommsInteractionAssembling {
    func assemble() -> any CommsInteracting
}

/// Builds a `CommsInteraction`.
@MainActor
struct CommsInteractionAssembler: CommsInteractionAssembling {
    func assemble() -> any CommsInteracting {
        CommsInteraction()
    }
}
