/// Makes a new SignOut use case for one request.
typealias SignOutUseCaseFactory = () -> any UseCase

/// The work SignOut stands for, done once for each request the use case is made for.
final class SignOutUseCase: UseCase {
    func start() {
        // Do the work here, or hand it to the services and stores it needs.
    }
}
