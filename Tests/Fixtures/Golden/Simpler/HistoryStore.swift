import Observation

/// The History scene's pipe. Views read `model` and call `send(_:)`; the store runs the logic of
/// each event and keeps the model it returns, so nothing else changes the model.
@Observable @MainActor
final class HistoryStore {
    private(set) var model: HistoryModel

    init(model: HistoryModel = HistoryModel()) {
        self.model = model
    }

    func send(_ event: HistoryEvent) {}
}
