import Testing
@testable import App

/// Sends each Settings event through the store and checks that it keeps the model the event's
/// logic returns.
@MainActor
struct SettingsStoreTests {
    @Test func setStep() async {
        let store = SettingsStore()
        store.send(.setStep(step: 2))
        #expect(store.model == SettingsModel().setStep(step: 2))
    }
}
