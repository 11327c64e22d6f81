// The use case and the container that makes the screen and wires its responders.

protocol UseCase {
    func start()
}

typealias SignInUseCaseFactory = (String, Password) -> UseCase

final class SignInUseCase: UseCase {
    private let email: String
    private let password: Password
    private let signIn: (String, Password) -> Void

    init(email: String, password: Password, signIn: @escaping (String, Password) -> Void) {
        self.email = email
        self.password = password
        self.signIn = signIn
    }

    func start() {
        signIn(email, password)
    }
}

final class OnboardingDependencyContainer {
    private let states = SignInStateStore()
    private let signIn: (String, Password) -> Void

    init(signIn: @escaping (String, Password) -> Void) {
        self.signIn = signIn
    }

    func makeSignInViewController() -> SignInViewController {
        let userInterface = SignInRootView()
        let observer = ObserverForSignIn(states: states)
        let viewController = SignInViewController(userInterface: userInterface, observer: observer, makeSignInUseCase: makeSignInUseCase)
        userInterface.ixResponder = viewController
        observer.eventResponder = viewController
        return viewController
    }

    func makeSignInUseCase(email: String, password: Password) -> UseCase {
        SignInUseCase(email: email, password: password, signIn: signIn)
    }
}
