/// Everything that can happen in the Settings scene: what the user did or a resource reported,
/// with the values it carries. Views and resources send these to the store, never change the model.
enum SettingsEvent: Sendable {
    case setStep(step: Int)
}
