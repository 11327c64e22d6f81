import UIKit

class BaseViewController: UIViewController {
    func applyTheme() {
        view.backgroundColor = .systemBackground
    }
}

final class ProfileViewController: BaseViewController {}

final class EditProfileViewController: BaseViewController {}
