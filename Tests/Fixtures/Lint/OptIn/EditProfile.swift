import UIKit

// An outlet must be a class (or an @objc protocol), so its class is no finding; a class's dependency
// is pointed at the protocol whose name shares the most with the class's.
protocol HavingNib: AnyObject {}
protocol EditProfileControlling: AnyObject {}

final class EditProfileViewController: UIViewController, HavingNib, EditProfileControlling {
    @IBOutlet private weak var avatar: AvatarView!
    @IBOutlet private var avatars: [AvatarView]!
}

protocol AvatarShowing: AnyObject {}
final class AvatarView: UIView, AvatarShowing {}

protocol EditProfileNavigating: AnyObject {}

final class EditProfileNavigation: EditProfileNavigating {
    private weak var ↓viewController: EditProfileViewController?
}

// Names that say what happened, wherever their `Did` or `Will` stands.
protocol EditProfileInteracting: AnyObject {
    func viewDidLoad()
    func textFieldDidChange(_ text: String)
    func keyboardWillShow()
    func ↓save()
}
