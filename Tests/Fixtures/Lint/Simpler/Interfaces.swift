import SwiftUI

// In a view that is not a Scene, the closures given to controls only send events.
struct CounterControls: View {
    let count: Int
    let send: @MainActor (CounterEvent) -> Void
    @State private var text = ""

    var body: some View {
        VStack {
            Button("Increase") { send(.increaseCount) }
            ↓Button("Decrease") {
                count -= 1
            }
            Button {
                send(.reset)
            } label: {
                Text(verbatim: String(count))
            }
            ↓Button(action: { print("tapped") }) { Text("Log") }
            TextField("Count", text: $text)
                .onSubmit { send(.setCount(value: Int(text) ?? 0)) }
                .↓onChange(of: text) { _, newValue in
                    if newValue.isEmpty { send(.reset) }
                }
            Text("Twice")
                .onTapGesture(count: 2) { self.send(.increaseCount); send(.increaseCount) }
                .↓onLongPressGesture { text = "" }
        }
        .↓task { await load() }
        .onAppear { send(.appeared) }
    }

    func footer() -> some View {
        ↓Button("More") { withAnimation { send(.more) } }
    }

    func load() async {}
}

struct CounterScene: View {
    @State private var store = CounterStore()

    var body: some View {
        Button("Reset") { store.send(.reset); print("reset") }
    }
}

struct Formatter {
    func make() {
        Button("Not a view") { count += 1 }
    }
}

// Button("In a comment") { count += 1 }
