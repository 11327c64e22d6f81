import UIKit

/// Makes the Profile screen and everything it works with, and wires the responders together:
/// the one place that knows which implementation of each protocol the app runs with.
struct ProfileDependencyContainer {
    /// The Profile screen, ready to be shown: its view tells it what the user does.
    @MainActor
    func makeProfileViewController() -> ProfileViewController {
        let userInterface = ProfileRootView()
        let viewController = ProfileViewController(
            userInterface: userInterface,
            makeSignOutUseCase: makeSignOutUseCase
        )
        userInterface.ixResponder = viewController
        return viewController
    }

    /// A new SignOut use case.
    func makeSignOutUseCase() -> any UseCase {
        SignOutUseCase()
    }
}
