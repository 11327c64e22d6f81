import UIKit

// The observer: listens to the sign-in state and the keyboard while the screen is shown, and tells its
// event responder in the screen's own terms.

protocol Observer {
    func startObserving()
    func stopObserving()
}

protocol ObserverForSignInEventResponder: AnyObject {
    func received(newViewState viewState: SignInViewState)
    func keyboardWillHide()
    func keyboardWillChangeFrame(keyboardEndFrame: CGRect)
}

final class ObserverForSignIn: Observer {
    weak var eventResponder: ObserverForSignInEventResponder?
    private let states: SignInStatePublisher
    private var tokens: [NSObjectProtocol] = []
    private var subscription: SignInStatePublisher.Subscription?

    init(states: SignInStatePublisher) {
        self.states = states
    }

    func startObserving() {
        subscription = states.subscribe { [weak self] state in
            self?.eventResponder?.received(newViewState: state)
        }
        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.eventResponder?.keyboardWillHide()
        })
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self?.eventResponder?.keyboardWillChangeFrame(keyboardEndFrame: frame)
        })
    }

    func stopObserving() {
        subscription = nil
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens = []
    }
}

/// Hands out the latest sign-in state to whoever subscribes, until the subscription is dropped.
final class SignInStatePublisher {
    final class Subscription {
        let id: Int

        init(id: Int) {
            self.id = id
        }
    }

    private var handlers: [Int: (SignInViewState) -> Void] = [:]

    func subscribe(_ handler: @escaping (SignInViewState) -> Void) -> Subscription {
        let subscription = Subscription(id: handlers.count)
        handlers[subscription.id] = handler
        handler(SignInViewState())
        return subscription
    }
}
