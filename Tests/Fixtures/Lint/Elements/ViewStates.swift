// View states that are shared objects, next to the value types they should be.

final class ↓CartViewState {
    var items: [String] = []
}

actor ↓OrdersViewState {}

public struct WishlistViewState: Equatable {
    public internal(set) var isSharing = false
}

enum CheckoutViewState: Equatable {
    case idle
    case paying(amount: Decimal)
}

extension CartViewState: CustomStringConvertible {
    var description: String { items.joined() }
}

enum Screens {
    final class ↓ViewState {}
}

protocol ViewState {}

final class ViewStateRecorder {}

let fake = "final class FakeViewState {}"
// final class Fake2ViewState {}
