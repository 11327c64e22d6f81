import UIKit

/// Shows the screens that DiscoveryOne leads to, on the navigation controller handed over with `use(_:)`.
@MainActor
protocol DiscoveryOneNavigating: AnyObject {
    func use(_ navigationController: any NavigationControlling)
    func presentSettingsInterface()
    func presentHelpInterface(topic: Int)
}

/// Builds each destination with its Assembler and shows it.
@MainActor
final class DiscoveryOneNavigation {
    private weak var navigationController: (any NavigationControlling)?
    private let settingsAssembler: any SettingsAssembling
    private let helpAssembler: any HelpAssembling

    init(
        settingsAssembler: any SettingsAssembling,
        helpAssembler: any HelpAssembling
    ) {
        self.settingsAssembler = settingsAssembler
        self.helpAssembler = helpAssembler
    }
}

extension DiscoveryOneNavigation: DiscoveryOneNavigating {
    func use(_ navigationController: any NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentSettingsInterface() {
        guard let navigationController else { return }
        let viewController = settingsAssembler.assemble()
        viewController.use(navigationController)
        navigationController.pushViewController(viewController, animated: true)
    }

    func presentHelpInterface(topic: Int) {
        guard let navigationController else { return }
        let viewController = helpAssembler.assemble(topic: topic)
        let modalNavigationController = UINavigationController(rootViewController: viewController)
        viewController.use(modalNavigationController)
        navigationController.present(modalNavigationController, animated: true, completion: nil)
    }
}
