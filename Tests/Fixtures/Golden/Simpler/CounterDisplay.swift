import SwiftUI

/// Shows the Counter scene's `count`, `history`, `title` and `lastTick`. It keeps no state of its own.
struct CounterDisplay: View {
    let count: Int
    let history: [Int]
    let title: String
    let lastTick: Date?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Count")
                Spacer()
                Text(verbatim: String(describing: count))
            }
            HStack {
                Text("History")
                Spacer()
                Text(verbatim: String(describing: history))
            }
            HStack {
                Text("Title")
                Spacer()
                Text(verbatim: title)
            }
            HStack {
                Text("Last Tick")
                Spacer()
                Text(verbatim: String(describing: lastTick))
            }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    CounterDisplay(
        count: CounterModel().count,
        history: CounterModel().history,
        title: CounterModel().title,
        lastTick: CounterModel().lastTick
    )
}
#endif
