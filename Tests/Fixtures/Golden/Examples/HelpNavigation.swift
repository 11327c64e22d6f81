import UIKit

/// Shows the screens that Help leads to, on the navigation controller handed over with `use(_:)`.
@MainActor
protocol HelpNavigating: AnyObject {
    func use(_ navigationController: NavigationControlling)
    func presentDiscoveryOneInterface()
}

/// Builds each destination with its Assembler and shows it.
@MainActor
final class HelpNavigation {
    private weak var navigationController: NavigationControlling?
    private let discoveryOneAssembler: DiscoveryOneAssembling

    init(
        discoveryOneAssembler: DiscoveryOneAssembling
    ) {
        self.discoveryOneAssembler = discoveryOneAssembler
    }
}

extension HelpNavigation: HelpNavigating {
    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        guard let navigationController else { return }
        let viewController = discoveryOneAssembler.assemble()
        viewController.use(navigationController)
        navigationController.pushViewController(viewController, animated: true)
    }
}
