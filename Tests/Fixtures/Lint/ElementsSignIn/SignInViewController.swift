import UIKit

// The view controller: shows the user interface it is given, starts a use case when the user signs
// in, and passes on what its observer reports.

final class ↓SignInViewController: NiblessViewController {
    let userInterface: SignInUserInterfaceView
    private let observer: Observer
    private let makeSignInUseCase: SignInUseCaseFactory

    init(userInterface: SignInUserInterfaceView, observer: Observer, makeSignInUseCase: @escaping SignInUseCaseFactory) {
        self.userInterface = userInterface
        self.observer = observer
        self.makeSignInUseCase = makeSignInUseCase
        super.init()
    }

    override func loadView() {
        view = userInterface
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        userInterface.configureViewAfterLayout()
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
    func signIn(email: String, password: Password) {
        makeSignInUseCase(email, password).start()
    }
}

extension SignInViewController: ObserverForSignInEventResponder {
    func received(newViewState viewState: SignInViewState) {
        userInterface.render(newState: viewState)
    }

    func keyboardWillHide() {
        userInterface.moveContentForDismissedKeyboard()
    }

    func keyboardWillChangeFrame(keyboardEndFrame: CGRect) {
        userInterface.moveContent(forKeyboardFrame: view.convert(keyboardEndFrame, from: view.window))
    }
}
