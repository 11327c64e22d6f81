import SwiftUI

/// The History scene. It owns the store, hands each interface the values it shows and the store's
/// `send`, and presents what the model says is shown. Put it in a `NavigationStack` where the app
/// starts it; a scene shown in a sheet gets a stack of its own.
struct HistoryScene: View {
    @State private var store = HistoryStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HistoryList(entries: store.model.entries)
        }
        .padding()
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    NavigationStack {
        HistoryScene()
    }
}
#endif
