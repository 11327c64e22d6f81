// Generated from Templates/NavigationControlling.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let navigationControlling = #"""
{{! Written once and shared by all features (into the output folder, which with --layout feature
    holds each feature's folder): the part of a navigation controller that Navigations use, and the
    protocol of a screen that is handed the navigation controller that shows it.
    access  "public " when a feature of the run is public, otherwise empty }}
import UIKit

/// The part of a navigation controller that a Navigation needs to show the next screen, and to close its own.
///
/// Navigations depend on this protocol instead of `UINavigationController`, so a test can hand them a spy.
@MainActor
{{ access }}protocol NavigationControlling: AnyObject {
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
{{ access }}protocol NavigationControllerUsing: AnyObject {
    func use(_ navigationController: any NavigationControlling)
}

"""#
}
