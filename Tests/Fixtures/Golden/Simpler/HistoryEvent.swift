/// Everything that can happen in the History scene: what the user did or a resource reported,
/// with the values it carries. Views and resources send these to the store, never change the model.
enum HistoryEvent: Sendable {}
