import UIKit

/// Shows the screens that Help leads to, and closes it, on the navigation controller handed over with `use(_:)`.
@MainActor
protocol HelpNavigating: AnyObject {
    func use(_ navigationController: any NavigationControlling)
    func presentDiscoveryOneInterface()
    func closeInterface()
}

/// Builds each destination with its Assembler and shows it.
@MainActor
final class HelpNavigation {
    private weak var navigationController: (any NavigationControlling)?
    private let discoveryOneAssembler: any DiscoveryOneAssembling

    init(
        discoveryOneAssembler: any DiscoveryOneAssembling
    ) {
        self.discoveryOneAssembler = discoveryOneAssembler
    }
}

extension HelpNavigation: HelpNavigating {
    func use(_ navigationController: any NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        guard let navigationController else { return }
        let viewController = discoveryOneAssembler.assemble()
        viewController.use(navigationController)
        navigationController.pushViewController(viewController, animated: true)
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
