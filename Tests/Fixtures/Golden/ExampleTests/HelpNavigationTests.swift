import UIKit
import Testing
@testable import App

/// Checks where the Help navigation takes the user, and how it closes the screen.
@MainActor
struct HelpNavigationTests {
    @Test func testPresentDiscoveryOneInterfacePushesIt() async {
        let navigationController = NavigationControllingSpy()
        let navigation = HelpNavigation(
            discoveryOneAssembler: DiscoveryOneAssemblingStub()
        )
        navigation.use(navigationController)

        navigation.presentDiscoveryOneInterface()

        #expect(navigationController.pushedViewControllers.count == 1)
        #expect(navigationController.presentedViewControllers.isEmpty)
    }

    @Test func testCloseInterfacePopsAPushedScreen() async {
        let navigationController = NavigationControllingSpy()
        navigationController.viewControllers = [UIViewController(), UIViewController()]
        let navigation = HelpNavigation(
            discoveryOneAssembler: DiscoveryOneAssemblingStub()
        )
        navigation.use(navigationController)

        navigation.closeInterface()

        #expect(navigationController.poppedCount == 1)
        #expect(navigationController.dismissedCount == 0)
    }

    @Test func testCloseInterfaceDismissesAPresentedScreen() async {
        let navigationController = NavigationControllingSpy()
        navigationController.viewControllers = [UIViewController()]
        let navigation = HelpNavigation(
            discoveryOneAssembler: DiscoveryOneAssemblingStub()
        )
        navigation.use(navigationController)

        navigation.closeInterface()

        #expect(navigationController.dismissedCount == 1)
        #expect(navigationController.poppedCount == 0)
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

@MainActor
private struct DiscoveryOneAssemblingStub: DiscoveryOneAssembling {
    func assemble() -> any UIViewController & NavigationControllerUsing {
        ScreenStub()
    }
}

/// A screen that does nothing, shown in place of a destination's.
@MainActor
private final class ScreenStub: UIViewController, NavigationControllerUsing {
    func use(_ navigationController: any NavigationControlling) {}
}
