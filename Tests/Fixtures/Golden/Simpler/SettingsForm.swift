import SwiftUI

/// Sends the Settings scene's events; what follows from each is the logic's to decide.
struct SettingsForm: View {
    let step: Int
    let send: @MainActor (SettingsEvent) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Stepper("Step", value: Binding(get: { step }, set: { send(.setStep(step: $0)) }))
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    SettingsForm(step: SettingsModel().step, send: { _ in })
}
#endif
