import SwiftUI

/// The Counter scene. It owns the store, hands each interface the values it shows and the store's
/// `send`, and presents what the model says is shown. Put it in a `NavigationStack` where the app
/// starts it; a scene shown in a sheet gets a stack of its own.
struct CounterScene: View {
    @State private var store = CounterStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            CounterDisplay(
                count: store.model.count,
                history: store.model.history,
                title: store.model.title,
                lastTick: store.model.lastTick
            )
            CounterControls(
                count: store.model.count,
                title: store.model.title,
                isLocked: store.model.isLocked,
                send: store.send
            )
            CounterStatus(mode: store.model.mode, isLocked: store.model.isLocked)
        }
        .padding()
        .task {
            await store.runClock()
        }
        .sheet(isPresented: Binding(get: { store.model.isShowingSettings }, set: { _ in store.send(.settingsDismissed) })) {
            NavigationStack {
                SettingsScene()
            }
        }
        .navigationDestination(isPresented: Binding(get: { store.model.isShowingHistory }, set: { _ in store.send(.historyDismissed) })) {
            HistoryScene()
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    NavigationStack {
        CounterScene()
    }
}
#endif
