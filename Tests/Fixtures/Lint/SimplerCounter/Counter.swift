import SwiftUI

// The counter of SIMPLER's description, written by hand in its own shape: one view that holds the
// count, buttons that send events, a send(_:) whose switch names each event, and logic on the value.

struct CounterView: View {
    @State var count: Int = 0

    var body: some View {
        VStack {
            Button("Increase") { send(.increaseCount) }
            Text("\(count)")
            Button("Decrease") { send(.decreaseCount) }
            Text("Decrease")
                .padding()
                .onTapGesture {
                    send(.decreaseCount)
                }
        }
    }

    func send(_ event: Event) {
        switch event {
        case .increaseCount:
            count = count.increase()
        case .decreaseCount:
            count = count.decrease()
        }
    }
}

extension Int {
    func increase() -> Int { self + 1 }
    func decrease() -> Int { self - 1 }
}

enum Event {
    case increaseCount
    case decreaseCount
}
