import CoreGraphics

// What the sign-in screen can show and what its user can do, with no UIKit in either.

typealias Password = String

protocol SignInUserInterface {
    func render(newState: SignInViewState)
    func configureViewAfterLayout()
    func moveContentForDismissedKeyboard()
    func moveContent(forKeyboardFrame keyboardFrame: CGRect)
}

protocol SignInIxResponder: AnyObject {
    func signIn(email: String, password: Password)
}

public struct SignInViewState: Equatable {
    public internal(set) var emailInputEnabled = true
    public internal(set) var passwordInputEnabled = true
    public internal(set) var signInButtonEnabled = true
    public internal(set) var signInActivityIndicatorAnimating = false

    public init() {}
}
