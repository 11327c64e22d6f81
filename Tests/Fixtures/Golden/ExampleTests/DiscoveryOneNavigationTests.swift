import UIKit
import Testing
@testable import App

/// Checks where the DiscoveryOne navigation takes the user.
@MainActor
struct DiscoveryOneNavigationTests {
    @Test func testPresentSettingsInterfacePushesIt() async {
        let navigationController = NavigationControllingSpy()
        let navigation = DiscoveryOneNavigation(
            settingsAssembler: SettingsAssemblingStub(),
            helpAssembler: HelpAssemblingStub()
        )
        navigation.use(navigationController)

        navigation.presentSettingsInterface()

        #expect(navigationController.pushedViewControllers.count == 1)
        #expect(navigationController.presentedViewControllers.isEmpty)
    }

    @Test func testPresentHelpInterfacePresentsIt() async {
        let navigationController = NavigationControllingSpy()
        let navigation = DiscoveryOneNavigation(
            settingsAssembler: SettingsAssemblingStub(),
            helpAssembler: HelpAssemblingStub()
        )
        navigation.use(navigationController)

        navigation.presentHelpInterface(topic: 0)

        #expect(navigationController.presentedViewControllers.count == 1)
        #expect(navigationController.pushedViewControllers.isEmpty)
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
private struct SettingsAssemblingStub: SettingsAssembling {
    func assemble() -> any UIViewController & NavigationControllerUsing {
        ScreenStub()
    }
}

@MainActor
private struct HelpAssemblingStub: HelpAssembling {
    func assemble(topic: Int) -> any UIViewController & NavigationControllerUsing {
        ScreenStub()
    }
}

/// A screen that does nothing, shown in place of a destination's.
@MainActor
private final class ScreenStub: UIViewController, NavigationControllerUsing {
    func use(_ navigationController: any NavigationControlling) {}
}
