import UIKit

/// Shows the screens that Airlock leads to, on the navigation controller handed over with `use(_:)`.
@MainActor
protocol AirlockNavigating: AnyObject {
    func use(_ navigationController: any NavigationControlling)
    func presentAirlockInterface()
}

/// Builds each destination with its Assembler and shows it.
@MainActor
final class AirlockNavigation {
    private weak var navigationController: (any NavigationControlling)?
}

extension AirlockNavigation: AirlockNavigating {
    func use(_ navigationController: any NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentAirlockInterface() {
        guard let navigationController else { return }
        let viewController = AirlockAssembler.assemble()
        viewController.use(navigationController)
        navigationController.pushViewController(viewController, animated: true)
    }
}
