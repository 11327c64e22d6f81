import UIKit

/// Shows the screens that Settings leads to, and closes it, on the navigation controller handed over with `use(_:)`.
@MainActor
protocol SettingsNavigating: AnyObject {
    func use(_ navigationController: any NavigationControlling)
    func closeInterface()
}

/// Closes the Settings screen.
@MainActor
final class SettingsNavigation {
    private weak var navigationController: (any NavigationControlling)?
}

extension SettingsNavigation: SettingsNavigating {
    func use(_ navigationController: any NavigationControlling) {
        self.navigationController = navigationController
    }

    /// Pops the screen when it was pushed onto a stack, and dismisses it when it was presented.
    func closeInterface() {
        guard let navigationController else { return }
        if navigationController.viewControllers.count > 1 {
            navigationController.popViewController(animated: true)
        } else {
            navigationController.dismiss(animated: true, completion: nil)
        }
    }
}
