// Generated from Templates/ElementsViewControllerTests.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsViewControllerTests = ##"""
{{! <feature>ViewControllerTests.swift, written with --tests: the view controller built with spies for
    its user interface, observer and use cases; a test that it shows the user interface, one that it
    observes while on screen, one per responder method that sends it sample values and checks what the
    starter code does, and one that the dependency container wires the responders.
    library            the test library to import: Testing (the default) or XCTest
    suite              the test type's declaration, such as `struct SignInViewControllerTests`
    test               what starts a test method's declaration: `@Test func` or `func`
    module             the module the tests import with @testable (--module)
    feature            the feature's name, such as SignIn
    observes           whether the feature has an observer
    hasUseCases        whether it has use cases
    construction       the lines that build the spies and the view controller, each with line
    showsTest          the name of the test that the view is the user interface; showsCheck its check
    observesTest       the observer test's name; startCheck and stopCheck its checks
    containerTest      the container test's name; wiringCheck its check
    requirements       the user interface's other methods, each with signature and selector
    methods            the responder methods, each with testName, isTestable, call, comment,
                       checks (each with line), selector and unsampledType (with its article:
                       an Account) }}
import {{ library }}
import UIKit
@testable import {{ module }}

/// Builds the {{ feature }} view controller with spies, sends each of its responder methods sample
/// values and checks what the starter code tells the user interface and which use cases it starts.
@MainActor
{{ suite }} {
    {{ test }} {{ showsTest }}() async {
        {{#each construction}}
        {{ line }}
        {{/each}}

        {{ showsCheck }}
    }
    {{#if observes}}

    {{ test }} {{ observesTest }}() async {
        {{#each construction}}
        {{ line }}
        {{/each}}

        viewController.viewWillAppear(false)
        {{ startCheck }}
        viewController.viewDidDisappear(false)
        {{ stopCheck }}
    }
    {{/if}}
    {{#each methods}}

    {{#if isTestable}}
    {{ test }} {{ testName }}() async {
        {{#each construction}}
        {{ line }}
        {{/each}}

        viewController.{{ call }}

        // {{ comment }}
        {{#each checks}}
        {{ line }}
        {{/each}}
    }
    {{else}}
    // {{ selector }} takes {{ unsampledType }}, which the generator has no sample value of: test it by hand.
    {{/if}}
    {{/each}}

    {{ test }} {{ containerTest }}() async {
        let viewController = {{ feature }}DependencyContainer().make{{ feature }}ViewController()

        let rootView = viewController.view as? {{ feature }}RootView
        {{ wiringCheck }}
    }
}

/// Stands in for the {{ feature }} screen's view: records what it is told.
private final class {{ feature }}UserInterfaceSpy: UIView, {{ feature }}UserInterface {
    private(set) var renderedStates: [{{ feature }}ViewState] = []
    {{#if requirements}}
    private(set) var calls: [String] = []
    {{/if}}

    func render(newState: {{ feature }}ViewState) {
        renderedStates.append(newState)
    }
    {{#each requirements}}

    func {{ signature }} {
        calls.append("{{ selector }}")
    }
    {{/each}}
}
{{#if observes}}

/// Stands in for the observer: counts how often it is started and stopped.
private final class ObserverSpy: Observer {
    private(set) var startCount = 0
    private(set) var stopCount = 0

    func startObserving() {
        startCount += 1
    }

    func stopObserving() {
        stopCount += 1
    }
}
{{/if}}
{{#if hasUseCases}}

/// Stands in for a use case: counts how often it is started.
private final class UseCaseSpy: UseCase {
    private(set) var startCount = 0

    func start() {
        startCount += 1
    }
}
{{/if}}

"""##
}
