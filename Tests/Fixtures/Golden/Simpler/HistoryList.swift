import SwiftUI

/// Shows the History scene's `entries`. It keeps no state of its own.
struct HistoryList: View {
    let entries: [Int]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Entries")
                Spacer()
                Text(verbatim: String(describing: entries))
            }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    HistoryList(entries: HistoryModel().entries)
}
#endif
