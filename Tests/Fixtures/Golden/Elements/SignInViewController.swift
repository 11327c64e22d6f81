import UIKit

/// The SignIn screen's view controller. It shows the user interface it is given as its view and
/// talks to it only through SignInUserInterface. It decides what the user's actions mean,
/// starting use cases to do the work, and passes on what its observer reports.
final class SignInViewController: UIViewController {
    private let userInterface: any SignInUserInterfaceView
    private let observer: any Observer
    private let makeSignInUseCase: SignInUseCaseFactory
    private let makeResetPasswordUseCase: ResetPasswordUseCaseFactory
    private let makeSignOutUseCase: SignOutUseCaseFactory

    init(
        userInterface: any SignInUserInterfaceView,
        observer: any Observer,
        makeSignInUseCase: @escaping SignInUseCaseFactory,
        makeResetPasswordUseCase: @escaping ResetPasswordUseCaseFactory,
        makeSignOutUseCase: @escaping SignOutUseCaseFactory
    ) {
        self.userInterface = userInterface
        self.observer = observer
        self.makeSignInUseCase = makeSignInUseCase
        self.makeResetPasswordUseCase = makeResetPasswordUseCase
        self.makeSignOutUseCase = makeSignOutUseCase
        super.init(nibName: nil, bundle: nil)
    }

    /// This screen is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = userInterface
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observer.startObserving()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observer.stopObserving()
    }
}

extension SignInViewController: SignInIxResponder {
    func signIn(email: String, password: String, rememberMe: Bool) {
        makeSignInUseCase(email, password).start()
    }

    func resetPassword(email: String) {
        // Make a ResetPassword use case with makeResetPasswordUseCase(…), giving it what its
        // factory takes, and start it.
    }

    func showHelp() {
        // Decide what showHelp() means: start a use case made by one of the
        // factories, or tell userInterface what to show.
    }

    func useToken(_ token: Data) {
        // Decide what useToken(_:) means: start a use case made by one of the
        // factories, or tell userInterface what to show.
    }

    func switchAccount(to account: Account) {
        // Decide what switchAccount(to:) means: start a use case made by one of the
        // factories, or tell userInterface what to show.
    }
}

extension SignInViewController: ObserverForSignInEventResponder {
    func received(newViewState: SignInViewState) {
        userInterface.render(newState: newViewState)
    }

    func keyboardWillHide() {
        // Tell userInterface what keyboardWillHide() changes on the screen.
    }

    func keyboardWillChangeFrame(keyboardEndFrame: CGRect) {
        // Tell userInterface what keyboardWillChangeFrame(keyboardEndFrame:) changes on the screen.
    }
}
