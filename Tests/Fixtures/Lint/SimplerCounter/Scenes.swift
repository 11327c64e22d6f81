import Observation
import SwiftUI

// The same counter named as the description suggests for scenes: CounterScene owns a store whose
// send(_:) is the pipe, CounterModel holds the logic, CounterEvent the events; and the enum scheme,
// where a scene's views are nested in an enum named after it.

struct CounterModel: Equatable {
    var count = 0

    func increaseCount() -> CounterModel {
        var next = self
        next.count += 1
        return next
    }

    func decreaseCount() -> CounterModel {
        var next = self
        next.count -= 1
        return next
    }
}

enum CounterEvent {
    case increaseCount
    case decreaseCount
}

@Observable @MainActor
final class CounterStore {
    private(set) var model = CounterModel()

    func send(_ event: CounterEvent) {
        switch event {
        case .increaseCount: model = model.increaseCount()
        case .decreaseCount: model = model.decreaseCount()
        }
    }
}

struct CounterScene: View {
    @State private var store = CounterStore()

    var body: some View {
        VStack {
            CounterDisplay.Count(count: store.model.count)
            Button("Increase") { store.send(.increaseCount) }
        }
    }
}

enum CounterDisplay {}

extension CounterDisplay {
    struct Count: View {
        let count: Int

        var body: some View {
            Text("\(count)")
        }
    }
}
