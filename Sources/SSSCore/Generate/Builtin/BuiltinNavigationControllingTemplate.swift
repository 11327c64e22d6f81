// Generated from Templates/NavigationControlling.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let navigationControlling = #"""
{{! Written once into every output folder and shared by all features: the part of a navigation
    controller that Navigations use, and the protocol of a screen that is handed the navigation
    controller that shows it. This template has no variables. }}
import UIKit

/// The part of a navigation controller that a Navigation needs to show the next screen.
///
/// Navigations depend on this protocol instead of `UINavigationController`, so a test can hand them a spy.
@MainActor
protocol NavigationControlling: AnyObject {
    func pushViewController(_ viewController: UIViewController, animated: Bool)
    func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@Sendable () -> Void)?)
}

extension UINavigationController: NavigationControlling {}

/// A screen that is told which navigation controller shows it.
///
/// The navigation controller owns the screen, not the other way round, so the screen receives it through
/// `use(_:)` once both exist, never through its initializer.
@MainActor
protocol NavigationControllerUsing: AnyObject {
    func use(_ navigationController: NavigationControlling)
}

"""#
}
