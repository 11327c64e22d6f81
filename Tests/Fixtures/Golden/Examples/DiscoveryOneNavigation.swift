import UIKit

/// Shows the screens that DiscoveryOne leads to, on the navigation controller handed over with `use(_:)`.
@MainActor
protocol DiscoveryOneNavigating: AnyObject {
    func use(_ navigationController: NavigationControlling)
    func presentSettingsInterface()
    func presentHelpInterface()
}

/// Builds each destination with its Assembler and shows it.
@MainActor
final class DiscoveryOneNavigation {
    private weak var navigationController: NavigationControlling?
    private let settingsAssembler: SettingsAssembling
    private let helpAssembler: HelpAssembling

    init(
        settingsAssembler: SettingsAssembling,
        helpAssembler: HelpAssembling
    ) {
        self.settingsAssembler = settingsAssembler
        self.helpAssembler = helpAssembler
    }
}

extension DiscoveryOneNavigation: DiscoveryOneNavigating {
    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentSettingsInterface() {
        guard let navigationController else { return }
        let viewController = settingsAssembler.assemble()
        viewController.use(navigationController)
        navigationController.pushViewController(viewController, animated: true)
    }

    func presentHelpInterface() {
        guard let navigationController else { return }
        let viewController = helpAssembler.assemble()
        let modalNavigationController = UINavigationController(rootViewController: viewController)
        viewController.use(modalNavigationController)
        navigationController.present(modalNavigationController, animated: true, completion: nil)
    }
}
