/// Builds the Comms interaction.
@MainActor
protocol CommsInteractionAssembling {
    func assemble() -> CommsInteracting
}

/// Builds a `CommsInteraction`.
@MainActor
struct CommsInteractionAssembler: CommsInteractionAssembling {
    func assemble() -> CommsInteracting {
        CommsInteraction()
    }
}
