import UIKit

/// The part of a navigation controller that a Navigation needs to show the next screen, and to close its own.
///
/// Navigations depend on this protocol instead of `UINavigationController`, so a test can hand them a spy.
@MainActor
protocol NavigationControlling: AnyObject {
    var viewControllers: [UIViewController] { get }
    func pushViewController(_ viewController: UIViewController, animated: Bool)
    @discardableResult
    func popViewController(animated: Bool) -> UIViewController?
    func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@Sendable () -> Void)?)
    func dismiss(animated flag: Bool, completion: (@Sendable () -> Void)?)
}

extension UINavigationController: NavigationControlling {}

/// A screen that is told which navigation controller shows it.
///
/// The navigation controller owns the screen, not the other way round, so the screen receives it through
/// `use(_:)` once both exist, never through its initializer.
@MainActor
protocol NavigationControllerUsing: AnyObject {
    func use(_ navigationController: any NavigationControlling)
}
