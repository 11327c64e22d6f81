// Generated from Templates/NavigationTests.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let navigationTests = ##"""
{{! <feature>NavigationTests.swift, written with --tests for a feature with a Navigation: a test per
    destination that checks it is pushed or presented, and, when the feature is closable, that
    closeInterface() pops a pushed screen and dismisses a presented one. Each test hands the
    Navigation a spy navigation controller.
    library            the test library to import: Testing (the default) or XCTest
    suite              the test type's declaration, such as `struct HelpNavigationTests` or
                       `final class HelpNavigationTests: XCTestCase`
    test               what starts a test method's declaration: `@Test func` or `func`
    pushed, presented, popped, dismissed
                       the checks that a screen was pushed, presented, popped or dismissed, each
                       with line, in the test library's words
    module             the module the tests import with @testable (--module)
    feature            the feature's name, such as DiscoveryOne
    closable           whether the Navigation has closeInterface()
    importsFoundation  whether a type the tests name needs Foundation
    construction       the lines that build the Navigation, each with line
    stubs              for the struct flavour, the destinations whose Assemblers the tests replace,
                       each with name (Settings) and parameters (what assemble takes, or empty)
    destinations       each with name, method (presentSettingsInterface), isModal, isTestable
                       (false when an argument's type has no sample value), call (the call with
                       sample values), unsampledType and testName }}
import UIKit
{{#if importsFoundation}}
import Foundation
{{/if}}
import {{ library }}
@testable import {{ module }}

{{#if closable}}
/// Checks where the {{ feature }} navigation takes the user, and how it closes the screen.
{{else}}
/// Checks where the {{ feature }} navigation takes the user.
{{/if}}
@MainActor
{{ suite }} {
    {{#each destinations}}
    {{#unless @first}}

    {{/unless}}
    {{#if isTestable}}
    {{ test }} {{ testName }}() async {
        let navigationController = NavigationControllingSpy()
        {{#each construction}}
        {{ line }}
        {{/each}}
        navigation.use(navigationController)

        navigation.{{ call }}

        {{#if isModal}}
        {{#each presented}}
        {{ line }}
        {{/each}}
        {{else}}
        {{#each pushed}}
        {{ line }}
        {{/each}}
        {{/if}}
    }
    {{else}}
    // No test for {{ method }}: there is no sample value of type {{ unsampledType }} to call it with.
    // Write this test by hand, with a value that suits the feature.
    {{/if}}
    {{/each}}
    {{#if closable}}
    {{#if destinations}}

    {{/if}}
    {{ test }} testCloseInterfacePopsAPushedScreen() async {
        let navigationController = NavigationControllingSpy()
        navigationController.viewControllers = [UIViewController(), UIViewController()]
        {{#each construction}}
        {{ line }}
        {{/each}}
        navigation.use(navigationController)

        navigation.closeInterface()

        {{#each popped}}
        {{ line }}
        {{/each}}
    }

    {{ test }} testCloseInterfaceDismissesAPresentedScreen() async {
        let navigationController = NavigationControllingSpy()
        navigationController.viewControllers = [UIViewController()]
        {{#each construction}}
        {{ line }}
        {{/each}}
        navigation.use(navigationController)

        navigation.closeInterface()

        {{#each dismissed}}
        {{ line }}
        {{/each}}
    }
    {{/if}}
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
{{#if stubs}}
{{#each stubs}}

@MainActor
private struct {{ name }}AssemblingStub: {{ name }}Assembling {
    func assemble({{ parameters }}) -> any UIViewController & NavigationControllerUsing {
        ScreenStub()
    }
}
{{/each}}

/// A screen that does nothing, shown in place of a destination's.
@MainActor
private final class ScreenStub: UIViewController, NavigationControllerUsing {
    func use(_ navigationController: any NavigationControlling) {}
}
{{/if}}

"""##
}
