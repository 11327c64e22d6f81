import UIKit

/// The Profile screen's view controller. It shows the user interface it is given as its view and
/// talks to it only through ProfileUserInterface. It decides what the user's actions mean,
/// starting use cases to do the work.
final class ProfileViewController: UIViewController {
    private let userInterface: any ProfileUserInterfaceView
    private let makeSignOutUseCase: SignOutUseCaseFactory

    init(
        userInterface: any ProfileUserInterfaceView,
        makeSignOutUseCase: @escaping SignOutUseCaseFactory
    ) {
        self.userInterface = userInterface
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
}

extension ProfileViewController: ProfileIxResponder {
    func signOut() {
        makeSignOutUseCase().start()
    }

    func `open`(account: Account) {
        // Decide what open(account:) means: start a use case made by one of the
        // factories, or tell userInterface what to show.
    }
}
