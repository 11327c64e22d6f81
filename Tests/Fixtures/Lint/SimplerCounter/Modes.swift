import SwiftUI

// Modes, from the same description: the view shows different controls per mode, and the handler
// answers an event differently per mode, with a switch inside the case.

enum Mode {
    case editing
    case viewing
}

enum EditorEvent {
    case buttonTapped
}

struct EditorView: View {
    @State var mode: Mode = .editing

    var body: some View {
        switch mode {
        case .editing: Button("Done") { send(.buttonTapped) }
        case .viewing: Text("Viewing")
        }
    }

    func send(_ event: EditorEvent) {
        switch event {
        case .buttonTapped:
            switch mode {
            case .editing: mode = .viewing
            case .viewing: mode = .editing
            }
        }
    }
}
