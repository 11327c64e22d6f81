import UIKit

/// The SignIn screen's view. It renders the view states it is given and tells its interaction
/// responder what the user does, wiring its controls once it is in a window; it decides nothing.
final class SignInRootView: UIView, SignInUserInterface {
    /// Told what the user does. Held weakly: the responder owns this view.
    weak var ixResponder: (any SignInIxResponder)?

    private let signInActivityIndicator = UIActivityIndicatorView(style: .medium)
    private let errorMessageLabel = UILabel()
    private let attemptsLabel = UILabel()
    private let lastAttemptLabel = UILabel()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let rememberMeSwitch = UISwitch()
    private let signInButton = UIButton(type: .system)
    private let resetPasswordButton = UIButton(type: .system)
    private let showHelpButton = UIButton(type: .system)
    private var isWired = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        signInButton.setTitle("Sign In", for: .normal)
        resetPasswordButton.setTitle("Reset Password", for: .normal)
        showHelpButton.setTitle("Show Help", for: .normal)
        let stackView = UIStackView(arrangedSubviews: [
            signInActivityIndicator,
            errorMessageLabel,
            attemptsLabel,
            lastAttemptLabel,
            emailField,
            passwordField,
            row(titled: "Remember Me", rememberMeSwitch),
            signInButton,
            resetPasswordButton,
            showHelpButton,
        ])
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stackView.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        render(newState: SignInViewState())
    }

    /// This view is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, !isWired else { return }
        isWired = true
        signInButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.ixResponder?.signIn(
                email: self.emailField.text ?? "",
                password: self.passwordField.text ?? "",
                rememberMe: self.rememberMeSwitch.isOn
            )
        }, for: .touchUpInside)
        resetPasswordButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.ixResponder?.resetPassword(email: self.emailField.text ?? "")
        }, for: .touchUpInside)
        showHelpButton.addAction(UIAction { [weak self] _ in
            self?.ixResponder?.showHelp()
        }, for: .touchUpInside)
        // Call ixResponder?.useToken(_:) from whatever provides its values.
        // Call ixResponder?.switchAccount(to:) from whatever provides its values.
    }

    func render(newState: SignInViewState) {
        emailField.isEnabled = newState.emailInputEnabled
        passwordField.isEnabled = newState.passwordFieldEnabled
        signInButton.isEnabled = newState.signInButtonEnabled
        rememberMeSwitch.isEnabled = newState.rememberMeEnabled
        if newState.signInActivityIndicatorAnimating {
            signInActivityIndicator.startAnimating()
        } else {
            signInActivityIndicator.stopAnimating()
        }
        errorMessageLabel.text = newState.errorMessage
        attemptsLabel.text = String(describing: newState.attempts)
        lastAttemptLabel.text = newState.lastAttempt.map { String(describing: $0) }
    }

    func configureViewAfterLayout() {
        // Change the views as configureViewAfterLayout() says.
    }

    func moveContentForDismissedKeyboard() {
        // Change the views as moveContentForDismissedKeyboard() says.
    }

    func moveContent(forKeyboardFrame keyboardFrame: CGRect) {
        // Change the views as moveContent(forKeyboardFrame:) says.
    }

    private func row(titled title: String, _ control: UIView) -> UIView {
        let label = UILabel()
        label.text = title
        let row = UIStackView(arrangedSubviews: [label, control])
        row.spacing = 8
        return row
    }
}
