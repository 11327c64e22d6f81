import SwiftUI

// Only a Scene holds a Store in @State or @StateObject.
struct CounterScene: View {
    @State private var store = CounterStore()

    var body: some View { EmptyView() }
}

struct CounterDisplay: View {
    @State private var ↓store = CounterStore()
    @State private var isOn = false
    @Environment(CounterStore.self) private var shared

    var body: some View { EmptyView() }
}

final class CounterHost {
    @StateObject var ↓store: LoginStore
    @State var ↓spare: LoginStore? = nil
}
