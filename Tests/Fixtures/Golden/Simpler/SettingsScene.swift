import SwiftUI

/// The Settings scene. It owns the store, hands each interface the values it shows and the store's
/// `send`, and presents what the model says is shown. Put it in a `NavigationStack` where the app
/// starts it; a scene shown in a sheet gets a stack of its own.
struct SettingsScene: View {
    @State private var store = SettingsStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            SettingsForm(step: store.model.step, send: store.send)
        }
        .padding()
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    NavigationStack {
        SettingsScene()
    }
}
#endif
