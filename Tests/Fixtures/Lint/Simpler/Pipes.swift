import Observation

// The pipe's switch over an event names every case; a default: directly in it is reported.
@Observable @MainActor
final class CounterStore {
    private(set) var model = CounterModel()

    func send(_ event: CounterEvent) {
        switch event {
        case .increaseCount:
            model = model.increaseCount()
        case .setCount(let value):
            switch value {
            case 0: model = model.reset()
            default: model = model.setCount(value: value)
            }
        ↓default:
            break
        }
    }
}

struct LoginStore {
    func send(_ event: LoginEvent) {
        switch (event) {
        case .submit: break
        @unknown ↓default: break
        }
        let text = "switch event { default: break }"
        _ = text
    }

    func send(_ message: String) {
        switch message { default: break }
    }

    func record(_ event: LoginEvent) {
        switch event { default: break }
    }
}

extension SettingsStore {
    func send(_ event: Settings.Event) {
        let handler = { (other: Int) in
            switch other { default: break }
        }
        switch event {
        case .open: handler(1)
        ↓default: break
        }
    }
}
