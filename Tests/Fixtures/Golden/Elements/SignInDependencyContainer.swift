import UIKit

/// Makes the SignIn screen and everything it works with, and wires the responders together:
/// the one place that knows which implementation of each protocol the app runs with.
struct SignInDependencyContainer {
    /// The SignIn screen, ready to be shown: its view tells it what the user does, and its
    /// observer what happens outside.
    @MainActor
    func makeSignInViewController() -> SignInViewController {
        let userInterface = SignInRootView()
        let observer = ObserverForSignIn()
        let viewController = SignInViewController(
            userInterface: userInterface,
            observer: observer,
            makeSignInUseCase: makeSignInUseCase,
            makeResetPasswordUseCase: makeResetPasswordUseCase,
            makeSignOutUseCase: makeSignOutUseCase
        )
        userInterface.ixResponder = viewController
        observer.eventResponder = viewController
        return viewController
    }

    /// A new SignIn use case.
    func makeSignInUseCase(email: String, password: String) -> any UseCase {
        SignInUseCase(email: email, password: password)
    }

    /// A new ResetPassword use case.
    func makeResetPasswordUseCase(username: String) -> any UseCase {
        ResetPasswordUseCase(username: username)
    }

    /// A new SignOut use case.
    func makeSignOutUseCase() -> any UseCase {
        SignOutUseCase()
    }
}
