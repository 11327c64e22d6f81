import Testing
@testable import App

/// Runs the Settings scene's logic for each event and checks the model it returns. Once you write
/// what an event changes, write it here too.
struct SettingsLogicTests {
    @Test func setStep() {
        var expected = SettingsModel()
        expected.step = 2
        #expect(SettingsModel().setStep(step: 2) == expected)
    }
}
