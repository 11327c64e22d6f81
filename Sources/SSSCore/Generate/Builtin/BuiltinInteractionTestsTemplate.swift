// Generated from Templates/InteractionTests.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let interactionTests = ##"""
{{! <name>InteractionTests.swift, written with --tests: an XCTest case per interaction that drives
    each event with sample values and checks the behaviour of the starter code, with spies for the
    views it renders into and for the Navigation it owns.
    module        the module the tests import with @testable (--module)
    feature       the feature's name, such as DiscoveryOne
    name          the interaction's name, such as PodBayDoors
    navigates     whether the interaction owns the feature's Navigation
    renders       the renderables it renders into, each with name (Banner) and spy (banner)
    destinations  the feature's destinations, each with name (Settings)
    hasTests      whether the class has any test (an event, or navigates)
    events        each with
                    testName        the test method's name, such as testDidEnterCode
                    isTestable      false when a parameter's type has no known sample value
                    call            the call with sample values, such as didEnterCode(code: "")
                    selector        the method as named in a comment, such as didEnterCode(code:)
                    unsampledType   the first parameter type without a sample value, if any }}
{{#if navigates}}
import UIKit
{{/if}}
import XCTest
@testable import {{ module }}

{{#if navigates}}
/// Drives each {{ name }} event and checks what the interaction renders and where it navigates.
{{else}}
/// Drives each {{ name }} event and checks what the interaction renders.
{{/if}}
@MainActor
{{#if hasTests}}
final class {{ name }}InteractionTests: XCTestCase {
    {{#each events}}
    {{#unless @first}}

    {{/unless}}
    {{#if isTestable}}
    func {{ testName }}() async {
        {{#each renders}}
        let {{ spy }} = {{ name }}RenderingSpy()
        {{/each}}
        {{#if navigates}}
        let navigation = {{ feature }}NavigatingSpy()
        let interaction = {{ name }}Interaction(navigation: navigation)
        {{else}}
        let interaction = {{ name }}Interaction()
        {{/if}}
        {{#each renders}}
        interaction.use({{ spy }})
        {{/each}}

        interaction.{{ call }}

        {{#if renders}}
        {{#if navigates}}
        // The starter code neither renders nor navigates: change these expectations together with it.
        {{else}}
        // The starter code renders nothing: change these expectations together with it.
        {{/if}}
        {{else}}
        {{#if navigates}}
        // The starter code does not navigate: change this expectation together with it.
        {{else}}
        // The starter code has no effect a test can see yet: add expectations as it grows.
        {{/if}}
        {{/if}}
        {{#each renders}}
        XCTAssertTrue({{ spy }}.renderables.isEmpty)
        {{/each}}
        {{#if navigates}}
        XCTAssertTrue(navigation.presentedInterfaces.isEmpty)
        {{/if}}
    }
    {{else}}
    // No test for {{ selector }}: there is no sample value of type {{ unsampledType }} to call it with.
    // Write this test by hand, with a value that suits the feature.
    {{/if}}
    {{/each}}
    {{#if navigates}}
    {{#if events}}

    {{/if}}
    func testUseHandsTheNavigationControllerToTheNavigation() async {
        let navigation = {{ feature }}NavigatingSpy()
        let interaction = {{ name }}Interaction(navigation: navigation)
        let navigationController = UINavigationController()

        interaction.use(navigationController)

        XCTAssertIdentical(navigation.navigationController, navigationController)
    }
    {{/if}}
}
{{else}}
final class {{ name }}InteractionTests: XCTestCase {}
{{/if}}
{{#each renders}}

@MainActor
private final class {{ name }}RenderingSpy: {{ name }}Rendering {
    private(set) var renderables: [{{ name }}Renderable] = []

    func render(_ renderable: {{ name }}Renderable) {
        renderables.append(renderable)
    }
}
{{/each}}
{{#if navigates}}

@MainActor
private final class {{ feature }}NavigatingSpy: {{ feature }}Navigating {
    private(set) weak var navigationController: NavigationControlling?
    private(set) var presentedInterfaces: [String] = []

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }
    {{#each destinations}}

    func present{{ name }}Interface() {
        presentedInterfaces.append("{{ name }}")
    }
    {{/each}}
}
{{/if}}

"""##
}
