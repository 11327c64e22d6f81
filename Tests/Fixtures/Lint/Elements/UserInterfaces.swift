import UIKit

// A user interface and an interaction responder that hand out UIKit's parts, next to protocols,
// extensions and views that may use UIKit freely.

protocol CheckoutUserInterface {
    func render(newState: CheckoutViewState)
    func ↓highlight(_ field: UITextField)
    var ↓payButton: UIButton { get }
    func moveContent(forKeyboardFrame frame: CGRect)
    func ↓tint(for state: CheckoutViewState) -> UIKit.UIColor?
}

@MainActor
protocol CheckoutIxResponder: AnyObject {
    func pay(amount: Decimal, note: String?)
    func ↓didPinch(_ recognizer: UIPinchGestureRecognizer)
    func ↓relayout<C: Collection>(with constraints: C) where C.Element == NSLayoutConstraint
}

protocol CheckoutRendering {
    func show(_ label: UILabel)
}

extension CheckoutUserInterface {
    func makeSpinner() -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }
}

final class CheckoutRootView: UIView, CheckoutUserInterface {
    let payButton = UIButton(type: .system)
    func render(newState: CheckoutViewState) {}
    func highlight(_ field: UITextField) {}
    func moveContent(forKeyboardFrame frame: CGRect) {}
    func tint(for state: CheckoutViewState) -> UIColor? { nil }
}

let text = "protocol FakeUserInterface { func show(_ view: UIView) }"
// protocol Fake2UserInterface { func show(_ view: UIView) }
/* protocol Fake3IxResponder: AnyObject { func tap(_ button: UIButton) } */

#if DEBUG
protocol DebugUserInterface {
    func ↓inspect(_ views: [UIView], counts: [UInt: UUID])
}
#endif
