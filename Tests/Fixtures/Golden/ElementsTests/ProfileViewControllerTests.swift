import Testing
import UIKit
@testable import App

/// Builds the Profile view controller with spies, sends each of its responder methods sample
/// values and checks what the starter code tells the user interface and which use cases it starts.
@MainActor
struct ProfileViewControllerTests {
    @Test func loadViewShowsTheUserInterface() async {
        let userInterface = ProfileUserInterfaceSpy()
        let signOutUseCase = UseCaseSpy()
        let viewController = ProfileViewController(
            userInterface: userInterface,
            makeSignOutUseCase: { signOutUseCase }
        )

        #expect(viewController.view === userInterface)
    }

    @Test func signOut() async {
        let userInterface = ProfileUserInterfaceSpy()
        let signOutUseCase = UseCaseSpy()
        let viewController = ProfileViewController(
            userInterface: userInterface,
            makeSignOutUseCase: { signOutUseCase }
        )

        viewController.signOut()

        // The starter code makes a SignOut use case and starts it.
        #expect(userInterface.renderedStates.isEmpty)
        #expect(signOutUseCase.startCount == 1)
    }

    // open(account:) takes an Account, which the generator has no sample value of: test it by hand.

    @Test func theContainerWiresTheResponders() async {
        let viewController = ProfileDependencyContainer().makeProfileViewController()

        let rootView = viewController.view as? ProfileRootView
        #expect(rootView?.ixResponder === viewController)
    }
}

/// Stands in for the Profile screen's view: records what it is told.
private final class ProfileUserInterfaceSpy: UIView, ProfileUserInterface {
    private(set) var renderedStates: [ProfileViewState] = []

    func render(newState: ProfileViewState) {
        renderedStates.append(newState)
    }
}

/// Stands in for a use case: counts how often it is started.
private final class UseCaseSpy: UseCase {
    private(set) var startCount = 0

    func start() {
        startCount += 1
    }
}
