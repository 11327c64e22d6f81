import Testing
import UIKit
@testable import App

/// Builds the SignIn view controller with spies, sends each of its responder methods sample
/// values and checks what the starter code tells the user interface and which use cases it starts.
@MainActor
struct SignInViewControllerTests {
    @Test func loadViewShowsTheUserInterface() async {
        let userInterface = SignInUserInterfaceSpy()
        let observer = ObserverSpy()
        let signInUseCase = UseCaseSpy()
        let resetPasswordUseCase = UseCaseSpy()
        let signOutUseCase = UseCaseSpy()
        let viewController = SignInViewController(
            userInterface: userInterface,
            observer: observer,
            makeSignInUseCase: { _, _ in signInUseCase },
            makeResetPasswordUseCase: { _ in resetPasswordUseCase },
            makeSignOutUseCase: { signOutUseCase }
        )

        #expect(viewController.view === userInterface)
    }

    @Test func observesWhileOnScreen() async {
        let userInterface = SignInUserInterfaceSpy()
        let observer = ObserverSpy()
        let signInUseCase = UseCaseSpy()
        let resetPasswordUseCase = UseCaseSpy()
        let signOutUseCase = UseCaseSpy()
        let viewController = SignInViewController(
            userInterface: userInterface,
            observer: observer,
            makeSignInUseCase: { _, _ in signInUseCase },
            makeResetPasswordUseCase: { _ in resetPasswordUseCase },
            makeSignOutUseCase: { signOutUseCase }
        )

        viewController.viewWillAppear(false)
        #expect(observer.startCount == 1)
        viewController.viewDidDisappear(false)
        #expect(observer.stopCount == 1)
    }

    @Test func signIn() async {
        let userInterface = SignInUserInterfaceSpy()
        let observer = ObserverSpy()
        let signInUseCase = UseCaseSpy()
        let resetPasswordUseCase = UseCaseSpy()
        let signOutUseCase = UseCaseSpy()
        let viewController = SignInViewController(
            userInterface: userInterface,
            observer: observer,
            makeSignInUseCase: { _, _ in signInUseCase },
            makeResetPasswordUseCase: { _ in resetPasswordUseCase },
            makeSignOutUseCase: { signOutUseCase }
        )

        viewController.signIn(email: "", password: "", rememberMe: false)

        // The starter code makes a SignIn use case and starts it.
        #expect(userInterface.renderedStates.isEmpty)
        #expect(signInUseCase.startCount == 1)
        #expect(resetPasswordUseCase.startCount == 0)
        #expect(signOutUseCase.startCount == 0)
    }

    @Test func resetPassword() async {
        let userInterface = SignInUserInterfaceSpy()
        let observer = ObserverSpy()
        let signInUseCase = UseCaseSpy()
        let resetPasswordUseCase = UseCaseSpy()
        let signOutUseCase = UseCaseSpy()
        let viewController = SignInViewController(
            userInterface: userInterface,
            observer: observer,
            makeSignInUseCase: { _, _ in signInUseCase },
            makeResetPasswordUseCase: { _ in resetPasswordUseCase },
            makeSignOutUseCase: { signOutUseCase }
        )

        viewController.resetPassword(email: "")

        // Making the ResetPassword use case is left to you: nothing is started or rendered yet.
        #expect(userInterface.renderedStates.isEmpty)
        #expect(signInUseCase.startCount == 0)
        #expect(resetPasswordUseCase.startCount == 0)
        #expect(signOutUseCase.startCount == 0)
    }

    @Test func showHelp() async {
        let userInterface = SignInUserInterfaceSpy()
        let observer = ObserverSpy()
        let signInUseCase = UseCaseSpy()
        let resetPasswordUseCase = UseCaseSpy()
        let signOutUseCase = UseCaseSpy()
        let viewController = SignInViewController(
            userInterface: userInterface,
            observer: observer,
            makeSignInUseCase: { _, _ in signInUseCase },
            makeResetPasswordUseCase: { _ in resetPasswordUseCase },
            makeSignOutUseCase: { signOutUseCase }
        )

        viewController.showHelp()

        // The starter code decides nothing yet, so nothing is started or rendered.
        #expect(userInterface.renderedStates.isEmpty)
        #expect(signInUseCase.startCount == 0)
        #expect(resetPasswordUseCase.startCount == 0)
        #expect(signOutUseCase.startCount == 0)
    }

    @Test func useToken() async {
        let userInterface = SignInUserInterfaceSpy()
        let observer = ObserverSpy()
        let signInUseCase = UseCaseSpy()
        let resetPasswordUseCase = UseCaseSpy()
        let signOutUseCase = UseCaseSpy()
        let viewController = SignInViewController(
            userInterface: userInterface,
            observer: observer,
            makeSignInUseCase: { _, _ in signInUseCase },
            makeResetPasswordUseCase: { _ in resetPasswordUseCase },
            makeSignOutUseCase: { signOutUseCase }
        )

        viewController.useToken(Data())

        // The starter code decides nothing yet, so nothing is started or rendered.
        #expect(userInterface.renderedStates.isEmpty)
        #expect(signInUseCase.startCount == 0)
        #expect(resetPasswordUseCase.startCount == 0)
        #expect(signOutUseCase.startCount == 0)
    }

    // switchAccount(to:) takes an Account, which the generator has no sample value of: test it by hand.

    @Test func received() async {
        let userInterface = SignInUserInterfaceSpy()
        let observer = ObserverSpy()
        let signInUseCase = UseCaseSpy()
        let resetPasswordUseCase = UseCaseSpy()
        let signOutUseCase = UseCaseSpy()
        let viewController = SignInViewController(
            userInterface: userInterface,
            observer: observer,
            makeSignInUseCase: { _, _ in signInUseCase },
            makeResetPasswordUseCase: { _ in resetPasswordUseCase },
            makeSignOutUseCase: { signOutUseCase }
        )

        viewController.received(newViewState: SignInViewState())

        // The starter code renders the view state it is given.
        #expect(userInterface.renderedStates == [SignInViewState()])
        #expect(signInUseCase.startCount == 0)
        #expect(resetPasswordUseCase.startCount == 0)
        #expect(signOutUseCase.startCount == 0)
    }

    @Test func keyboardWillHide() async {
        let userInterface = SignInUserInterfaceSpy()
        let observer = ObserverSpy()
        let signInUseCase = UseCaseSpy()
        let resetPasswordUseCase = UseCaseSpy()
        let signOutUseCase = UseCaseSpy()
        let viewController = SignInViewController(
            userInterface: userInterface,
            observer: observer,
            makeSignInUseCase: { _, _ in signInUseCase },
            makeResetPasswordUseCase: { _ in resetPasswordUseCase },
            makeSignOutUseCase: { signOutUseCase }
        )

        viewController.keyboardWillHide()

        // The starter code decides nothing yet, so nothing is started or rendered.
        #expect(userInterface.renderedStates.isEmpty)
        #expect(signInUseCase.startCount == 0)
        #expect(resetPasswordUseCase.startCount == 0)
        #expect(signOutUseCase.startCount == 0)
    }

    // keyboardWillChangeFrame(keyboardEndFrame:) takes a CGRect, which the generator has no sample value of: test it by hand.

    @Test func theContainerWiresTheResponders() async {
        let viewController = SignInDependencyContainer().makeSignInViewController()

        let rootView = viewController.view as? SignInRootView
        #expect(rootView?.ixResponder === viewController)
    }
}

/// Stands in for the SignIn screen's view: records what it is told.
private final class SignInUserInterfaceSpy: UIView, SignInUserInterface {
    private(set) var renderedStates: [SignInViewState] = []
    private(set) var calls: [String] = []

    func render(newState: SignInViewState) {
        renderedStates.append(newState)
    }

    func configureViewAfterLayout() {
        calls.append("configureViewAfterLayout()")
    }

    func moveContentForDismissedKeyboard() {
        calls.append("moveContentForDismissedKeyboard()")
    }

    func moveContent(forKeyboardFrame keyboardFrame: CGRect) {
        calls.append("moveContent(forKeyboardFrame:)")
    }
}

/// Stands in for the observer: counts how often it is started and stopped.
private final class ObserverSpy: Observer {
    private(set) var startCount = 0
    private(set) var stopCount = 0

    func startObserving() {
        startCount += 1
    }

    func stopObserving() {
        stopCount += 1
    }
}

/// Stands in for a use case: counts how often it is started.
private final class UseCaseSpy: UseCase {
    private(set) var startCount = 0

    func start() {
        startCount += 1
    }
}
