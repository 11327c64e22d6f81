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
    private let states: SignInStates
    private var tokens: [NSObjectProtocol] = []

    init(states: SignInStates) {
        self.states = states
    }

    func startObserving() {
        states.onChange = { [weak self] state in
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
        states.onChange = nil
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens = []
    }
}

/// Where the sign-in state comes from: each new state goes to `onChange` while it is set.
protocol SignInStates: AnyObject {
    var onChange: ((SignInViewState) -> Void)? { get set }
}

/// The app's sign-in state; whatever signs the user in updates it.
final class SignInStateStore: SignInStates {
    var onChange: ((SignInViewState) -> Void)?
    private(set) var state = SignInViewState() {
        didSet { onChange?(state) }
    }

    func update(_ change: (inout SignInViewState) -> Void) {
        change(&state)
    }
}
