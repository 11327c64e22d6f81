import UIKit

// Types declared in bodies of code are checked like any other; a local class is seen only where it is.
final class SocketTests {
    func testSendRetries() {
        final class ↓FakeSocket: BaseView {}
        class ↓SpyInteraction: InteractionBase {}
        let text = "class Quoted: BaseView {}"
        _ = (FakeSocket(), SpyInteraction(), text)
    }

    func testReceive() {
        class LocalBase {}
        items.forEach { item in
            if item.isOn {
                final class ↓Derived: LocalBase {}
            }
        }
    }

    var fixture: Int {
        struct StubRenderable {
            var ↓message: String
        }
        return 0
    }
}

// `LocalBase` here is not the local class above: it names nothing of the codebase.
final class OutsideView: LocalBase {}

#Preview {
    final class ↓PreviewNavigation {
        var ↓navigationController: NavigationControlling?
    }
    return PreviewNavigation()
}
