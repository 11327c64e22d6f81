/// Makes a new ResetPassword use case for one request.
typealias ResetPasswordUseCaseFactory = (String) -> any UseCase

/// The work ResetPassword stands for, done once for each request the use case is made for.
final class ResetPasswordUseCase: UseCase {
    private let username: String

    init(username: String) {
        self.username = username
    }

    func start() {
        // Do the work here, or hand it to the services and stores it needs.
    }
}
