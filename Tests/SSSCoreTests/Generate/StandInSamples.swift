/// A SIMPLER feature written by hand the way the generator will write one: a model, events, pure logic,
/// an `@Observable` store, a resource, and views that only read values and send events.
enum StandInSamples {
    static let counterStore = """
        import Foundation
        import Observation

        struct CounterModel: Equatable, Sendable {
            var count: Int = 0
            var history: [Int] = []
            var isShowingSettings = false
        }

        enum CounterEvent: Sendable {
            case increaseCount
            case decreaseCount
            case setCount(value: Int)
            case tickReceived(date: Date)
            case settingsShown(Bool)
        }

        extension CounterModel {
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

            func setCount(value: Int) -> CounterModel {
                var next = self
                next.count = value
                return next
            }

            func tickReceived(date: Date) -> CounterModel {
                var next = self
                next.history.append(count)
                return next
            }

            func settingsShown(_ shown: Bool) -> CounterModel {
                var next = self
                next.isShowingSettings = shown
                return next
            }
        }

        protocol ClockResource: Sendable {
            func ticks() -> AsyncStream<Date>
        }

        struct LiveClockResource: ClockResource {
            func ticks() -> AsyncStream<Date> {
                AsyncStream { continuation in
                    continuation.yield(Date())
                    continuation.finish()
                }
            }
        }

        @Observable @MainActor
        final class CounterStore {
            private(set) var model = CounterModel()
            private let clock: any ClockResource

            init(clock: any ClockResource = LiveClockResource()) {
                self.clock = clock
            }

            func send(_ event: CounterEvent) {
                switch event {
                case .increaseCount:
                    model = model.increaseCount()
                case .decreaseCount:
                    model = model.decreaseCount()
                case .setCount(let value):
                    model = model.setCount(value: value)
                case .tickReceived(let date):
                    model = model.tickReceived(date: date)
                case .settingsShown(let shown):
                    model = model.settingsShown(shown)
                }
            }

            func runClock() async {
                for await date in clock.ticks() {
                    send(.tickReceived(date: date))
                }
            }
        }

        """

    static let counterScene = """
        import SwiftUI

        struct CounterScene: View {
            @State private var store = CounterStore()
            @State private var path: [Int] = []

            var body: some View {
                NavigationStack(path: $path) {
                    VStack(alignment: .leading, spacing: 16) {
                        CounterDisplay(count: store.model.count, history: store.model.history)
                        CounterControls(send: store.send)
                        Spacer()
                        if store.model.count > 9 {
                            Text("Double digits")
                        } else {
                            Text(verbatim: "Single digit")
                        }
                    }
                    .padding()
                    .navigationTitle("Counter")
                    .navigationDestination(for: Int.self) { value in
                        Text("\\(value)")
                    }
                    .navigationDestination(isPresented: .constant(false)) {
                        EmptyView()
                    }
                    .sheet(isPresented: Binding(get: { store.model.isShowingSettings }, set: { store.send(.settingsShown($0)) })) {
                        CounterSettings()
                    }
                    .task {
                        await store.runClock()
                    }
                    .onAppear {
                        store.send(.setCount(value: 0))
                    }
                    .onChange(of: store.model.count, initial: false) { oldValue, newValue in
                        if newValue > 99 {
                            store.send(.setCount(value: oldValue))
                        }
                    }
                }
            }
        }

        struct CounterDisplay: View {
            let count: Int
            let history: [Int]

            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                        .font(.headline)
                    Text(count, format: .number)
                    ForEach(history.indices, id: \\.self) { index in
                        Text(String(describing: history[index]))
                    }
                }
            }
        }

        struct CounterControls: View {
            let send: @MainActor (CounterEvent) -> Void
            @State private var text = ""

            var body: some View {
                HStack {
                    Button("Decrease") {
                        send(.decreaseCount)
                    }
                    Button {
                        send(.increaseCount)
                    } label: {
                        Text("Increase")
                    }
                    Button("Reset", role: .destructive) {
                        send(.setCount(value: 0))
                    }
                    Stepper("Step", onIncrement: { send(.increaseCount) }, onDecrement: { send(.decreaseCount) })
                    TextField("Count", text: $text)
                        .onSubmit {
                            send(.setCount(value: Int(text) ?? 0))
                        }
                    Text("Tap twice")
                        .onTapGesture(count: 2) {
                            send(.increaseCount)
                        }
                }
                .disabled(false)
            }
        }

        struct Topic: Identifiable, Hashable {
            let id: Int
        }

        struct CounterSettings: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var selected: Topic?
            @State private var isOn = true
            @State private var store = CounterStore()

            var body: some View {
                @Bindable var store = store
                NavigationStack {
                    List([Topic(id: 1), Topic(id: 2)]) { topic in
                        Text("Topic \\(topic.id)")
                    }
                    .navigationDestination(item: $selected) { topic in
                        Text("\\(topic.id)")
                    }
                    Toggle("Ticking", isOn: $isOn)
                    ZStack(alignment: .topLeading) {
                        Button("Close") {
                            dismiss()
                        }
                    }
                }
                .sheet(item: $selected, onDismiss: { dismiss() }) { topic in
                    Text("\\(topic.id)")
                }
                .task(id: isOn) {
                    await store.runClock()
                }
            }
        }

        #if canImport(DeveloperToolsSupport)
        #Preview {
            CounterScene()
        }
        #endif

        """
}
