/// Makes a new SignIn use case for one request.
typealias SignInUseCaseFactory = (String, String) -> any UseCase

/// The work SignIn stands for, done once for each request the use case is made for.
final class SignInUseCase: UseCase {
    private let email: String
    private let password: String

    init(email: String, password: String) {
        self.email = email
        self.password = password
    }

    func start() {
        // Do the work here, or hand it to the services and stores it needs.
    }
}
