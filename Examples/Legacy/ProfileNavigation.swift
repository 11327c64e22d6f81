import UIKit

protocol ProfileNavigating {
    func presentEditProfileInterface()
}

final class ProfileNavigation: ProfileNavigating {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func presentEditProfileInterface() {
        navigationController.pushViewController(EditProfileAssembler().assemble(), animated: true)
    }
}

final class EditProfileAssembler {
    func assemble() -> UIViewController {
        EditProfileViewController()
    }
}
