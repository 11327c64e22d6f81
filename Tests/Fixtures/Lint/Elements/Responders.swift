import UIKit

// Responder protocols that cannot be held weakly, and properties that hold responders strongly.

protocol ↓CartIxResponder {
    func removeItem(at index: Int)
}

protocol ↓ObserverForCartEventResponder: Sendable {
    func received(newViewState: CartViewState)
}

protocol ↓OrdersIxResponder: Describing {}

protocol Describing: CustomStringConvertible {}

protocol WishlistIxResponder: AnyObject {
    func share()
}

protocol ObserverForWishlistEventResponder: Responding {
    func keyboardWillHide()
}

protocol Responding: AnyObject {}

protocol PaymentsIxResponder: SomeKitResponding {}

final class WishlistRootView: UIView {
    weak var ixResponder: (any WishlistIxResponder)?
    var ↓backup: (any WishlistIxResponder & AnyObject)?
    var isEditing = false
    var current: (any WishlistIxResponder)? { ixResponder }
}

final class ObserverForWishlist {
    let ↓eventResponder: any ObserverForWishlistEventResponder
    unowned let other: any ObserverForWishlistEventResponder
    var responders: [any ObserverForWishlistEventResponder] = []

    init(eventResponder: any ObserverForWishlistEventResponder) {
        self.eventResponder = eventResponder
        other = eventResponder
    }
}

struct WishlistDependencyContainer {
    let responder: any WishlistIxResponder
    static var ↓shared: WishlistIxResponder?
}

extension WishlistRootView {
    static var ↓lastResponder: WishlistIxResponder!
}

enum Outer {
    final class Inner {
        private var ↓first: Optional<WishlistIxResponder>, ↓second: ObserverForWishlistEventResponder?
    }
}

let fake = "final class Fake { var ixResponder: WishlistIxResponder? }"
// protocol FakeIxResponder {}
