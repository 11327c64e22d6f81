import UIKit

typealias SignInUserInterfaceView = SignInUserInterface & UIView

// The view: its controls are private, it renders what it is given and reports sign-in attempts to a
// responder it does not own.

final class ↓SignInRootView: NiblessView, SignInUserInterface {
    weak var ixResponder: SignInIxResponder?

    private let scrollView = UIScrollView()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signInButton = UIButton(type: .system)
    private let signInActivityIndicator = UIActivityIndicatorView(style: .medium)
    private var hasWiredControls = false

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, !hasWiredControls else { return }
        hasWiredControls = true
        signInButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.ixResponder?.signIn(email: self.emailField.text ?? "", password: self.passwordField.text ?? "")
        }, for: .touchUpInside)
    }

    func render(newState: SignInViewState) {
        emailField.isEnabled = newState.emailInputEnabled
        passwordField.isEnabled = newState.passwordInputEnabled
        signInButton.isEnabled = newState.signInButtonEnabled
        if newState.signInActivityIndicatorAnimating {
            signInActivityIndicator.startAnimating()
        } else {
            signInActivityIndicator.stopAnimating()
        }
    }

    func configureViewAfterLayout() {
        emailField.becomeFirstResponder()
    }

    func moveContentForDismissedKeyboard() {
        scrollView.contentInset = .zero
    }

    func moveContent(forKeyboardFrame keyboardFrame: CGRect) {
        scrollView.contentInset.bottom = keyboardFrame.height
    }
}
