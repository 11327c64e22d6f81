import Observation

/// The Settings scene's pipe. Views read `model` and call `send(_:)`; the store runs the logic of
/// each event and keeps the model it returns, so nothing else changes the model.
@Observable @MainActor
final class SettingsStore {
    private(set) var model: SettingsModel

    init(model: SettingsModel = SettingsModel()) {
        self.model = model
    }

    func send(_ event: SettingsEvent) {
        switch event {
        case .setStep(let step):
            model = model.setStep(step: step)
        }
    }
}
