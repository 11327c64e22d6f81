import SwiftUI

/// Sends the Counter scene's events; what follows from each is the logic's to decide.
struct CounterControls: View {
    let count: Int
    let title: String
    let isLocked: Bool
    let send: @MainActor (CounterEvent) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button("Increase Count") {
                send(.increaseCount)
            }
            Button("Decrease Count") {
                send(.decreaseCount)
            }
            Stepper("Count", value: Binding(get: { count }, set: { send(.setCount(value: $0)) }))
            TextField("Title", text: Binding(get: { title }, set: { send(.setTitle(title: $0)) }))
            Toggle("Is Locked", isOn: Binding(get: { isLocked }, set: { send(.setIsLocked(isOn: $0)) }))
            Button("Show Settings") {
                send(.showSettings)
            }
            Button("Open History") {
                send(.openHistory)
            }
            // Send .reset(mode:keepsHistory:) from the control that decides it.
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    CounterControls(
        count: CounterModel().count,
        title: CounterModel().title,
        isLocked: CounterModel().isLocked,
        send: { _ in }
    )
}
#endif
