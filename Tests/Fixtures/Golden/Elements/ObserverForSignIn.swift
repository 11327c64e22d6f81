import Foundation

/// What ObserverForSignIn tells the SignIn screen. It is class-bound, so the observer can
/// hold its responder weakly.
@MainActor
protocol ObserverForSignInEventResponder: AnyObject {
    func received(newViewState: SignInViewState)
    func keyboardWillHide()
    func keyboardWillChangeFrame(keyboardEndFrame: CGRect)
}

/// Turns what happens outside the SignIn screen into calls on its event responder, from the
/// moment the screen appears until it disappears.
@MainActor
final class ObserverForSignIn: Observer {
    weak var eventResponder: (any ObserverForSignInEventResponder)?

    func startObserving() {
        // Subscribe to what each method of the event responder reports, and call it on
        // eventResponder as each thing happens.
    }

    func stopObserving() {
        // Cancel every subscription startObserving() made.
    }
}
