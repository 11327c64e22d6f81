import SwiftUI

/// Shows the Counter scene's `mode` and `isLocked`. It keeps no state of its own.
struct CounterStatus: View {
    let mode: CounterMode
    let isLocked: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Mode")
                Spacer()
                Text(verbatim: String(describing: mode))
            }
            HStack {
                Text("Is Locked")
                Spacer()
                Text(verbatim: String(describing: isLocked))
            }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    CounterStatus(mode: CounterModel().mode, isLocked: CounterModel().isLocked)
}
#endif
