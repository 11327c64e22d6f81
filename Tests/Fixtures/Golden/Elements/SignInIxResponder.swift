import Foundation

/// What the user can do on the SignIn screen, named as intents rather than taps: the view calls
/// these, and its responder decides what each means. It is class-bound, so the view can hold its
/// responder weakly.
@MainActor
protocol SignInIxResponder: AnyObject {
    func signIn(email: String, password: String, rememberMe: Bool)
    func resetPassword(email: String)
    func showHelp()
    func useToken(_ token: Data)
    func switchAccount(to account: Account)
}
