import Foundation

/// What the SignIn screen shows at one moment. The user interface is given a whole new one to
/// render each time something changes; code outside this module can read it but not change it.
public struct SignInViewState: Equatable {
    public internal(set) var emailInputEnabled: Bool = true
    public internal(set) var passwordFieldEnabled: Bool = true
    public internal(set) var signInButtonEnabled: Bool = true
    public internal(set) var rememberMeEnabled: Bool = true
    public internal(set) var signInActivityIndicatorAnimating: Bool = false
    public internal(set) var errorMessage: String?
    public internal(set) var attempts: Int = 0
    public internal(set) var lastAttempt: Date?

    public init() {}
}
