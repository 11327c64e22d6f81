import UIKit

/// Makes the Bare screen and everything it works with, and wires the responders together:
/// the one place that knows which implementation of each protocol the app runs with.
struct BareDependencyContainer {
    /// The Bare screen, ready to be shown: its view tells it what the user does.
    @MainActor
    func makeBareViewController() -> BareViewController {
        let userInterface = BareRootView()
        let viewController = BareViewController(
            userInterface: userInterface
        )
        userInterface.ixResponder = viewController
        return viewController
    }
}
