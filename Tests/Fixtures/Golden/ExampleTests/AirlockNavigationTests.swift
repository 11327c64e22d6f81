import UIKit
import Testing
@testable import App

/// Checks where the Airlock navigation takes the user.
@MainActor
struct AirlockNavigationTests {
    @Test func testPresentAirlockInterfacePushesIt() async {
        let navigationController = NavigationControllingSpy()
        let navigation = AirlockNavigation()
        navigation.use(navigationController)

        navigation.presentAirlockInterface()

        #expect(navigationController.pushedViewControllers.count == 1)
        #expect(navigationController.presentedViewControllers.isEmpty)
    }
}

@MainActor
private final class NavigationControllingSpy: NavigationControlling {
    var viewControllers: [UIViewController] = []
    private(set) var pushedViewControllers: [UIViewController] = []
    private(set) var presentedViewControllers: [UIViewController] = []
    private(set) var poppedCount = 0
    private(set) var dismissedCount = 0

    func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushedViewControllers.append(viewController)
        viewControllers.append(viewController)
    }

    func popViewController(animated: Bool) -> UIViewController? {
        poppedCount += 1
        return viewControllers.popLast()
    }

    func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@Sendable () -> Void)?) {
        presentedViewControllers.append(viewControllerToPresent)
    }

    func dismiss(animated flag: Bool, completion: (@Sendable () -> Void)?) {
        dismissedCount += 1
    }
}
