protocol Subscription {}

extension Notification {
    fileprivate final class Subscription {}
    final class ↓Observer: Subscription {}
}

final class Conduit: Subscription {}
final class ↓Ticker: `BaseView` {}
final class ↓Job: MyApp.Tree.Node<Int> {}

struct Outer {
    final class Row: Node {}
}
