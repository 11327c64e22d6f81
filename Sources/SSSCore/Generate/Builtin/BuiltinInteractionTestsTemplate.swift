// Generated from Templates/InteractionTests.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let interactionTests = ##"""
{{! <name>InteractionTests.swift, written with --tests: a test per event that drives it with sample
    values and checks what the starter code does, with spies for the views it renders into, the
    services it uses and the Navigation it owns.
    library            the test library to import: Testing (the default) or XCTest
    suite              the test type's declaration, such as `struct CommsInteractionTests` or
                       `final class CommsInteractionTests: XCTestCase`
    test               what starts a test method's declaration: `@Test func` or `func`
    identityCheck      the check that the Navigation got the navigation controller
    module             the module the tests import with @testable (--module)
    feature            the feature's name, such as DiscoveryOne
    name               the interaction's name, such as PodBayDoors
    navigates          whether the interaction owns the feature's Navigation
    closes             whether that Navigation can close the screen
    importsFoundation  whether a type the tests name needs Foundation
    canBuild           false when an input's type has no sample value (unbuildableType)
    hasTests           whether there is anything to test (an event, or navigates)
    construction       the lines that build the interaction, each with line
    renders            the renderables it renders into, each with name (Banner) and spy (banner)
    services           the services it uses, each with name (Catalog), spy (catalog), waits
                       (whether a test waits for a call), throws (whether a spy method throws) and
                       requirements, each with signature, selector, result (what the spy returns)
                       and fails (whether it throws instead)
    destinations       the Navigation's destinations, each with name, method and parameters
    events             each with
                         testName       the test's name, such as testDidEnterCode
                         isTestable     false when a parameter's type has no known sample value
                         call           the call with sample values, such as
                                        interaction.didEnterCode(code: "")
                         waitsFor       the spy to wait for a call on, or empty
                         comment        what the starter code does
                         expectations   each with line, the check in the test library's words
                         selector       the method as named in a comment, such as didEnterCode(code:)
                         unsampledType  the first parameter type without a sample value, if any }}
{{#if navigates}}
import UIKit
{{/if}}
{{#if importsFoundation}}
import Foundation
{{/if}}
import {{ library }}
@testable import {{ module }}

{{#if navigates}}
/// Drives each {{ name }} event and checks what the interaction renders, asks for and shows.
{{else}}
/// Drives each {{ name }} event and checks what the interaction renders and asks for.
{{/if}}
@MainActor
{{#if canBuild}}
{{#if hasTests}}
{{ suite }} {
    {{#each events}}
    {{#unless @first}}

    {{/unless}}
    {{#if isTestable}}
    {{ test }} {{ testName }}() async {
        {{#each renders}}
        let {{ spy }} = {{ name }}RenderingSpy()
        {{/each}}
        {{#each services}}
        let {{ spy }} = {{ name }}ProvidingSpy()
        {{/each}}
        {{#if navigates}}
        let navigation = {{ feature }}NavigatingSpy()
        {{/if}}
        {{#each construction}}
        {{ line }}
        {{/each}}
        {{#each renders}}
        interaction.use({{ spy }})
        {{/each}}

        {{ call }}
        {{#if waitsFor}}
        await {{ waitsFor }}.waitForACall()
        {{/if}}

        // {{ comment }}
        {{#each expectations}}
        {{ line }}
        {{/each}}
    }
    {{else}}
    // No test for {{ selector }}: there is no sample value of type {{ unsampledType }} to call it with.
    // Write this test by hand, with a value that suits the feature.
    {{/if}}
    {{/each}}
    {{#if navigates}}
    {{#if events}}

    {{/if}}
    {{ test }} testUseHandsTheNavigationControllerToTheNavigation() async {
        {{#each services}}
        let {{ spy }} = {{ name }}ProvidingSpy()
        {{/each}}
        let navigation = {{ feature }}NavigatingSpy()
        {{#each construction}}
        {{ line }}
        {{/each}}
        let navigationController = UINavigationController()

        interaction.use(navigationController)

        {{ identityCheck }}
    }
    {{/if}}
}
{{else}}
{{ suite }} {}
{{/if}}
{{else}}
{{ suite }} {
    // No tests yet: there is no sample value of type {{ unbuildableType }} to build {{ name }}Interaction with.
    // Write them by hand, with a value that suits the feature.
}
{{/if}}
{{#if canBuild}}
{{#each renders}}

@MainActor
private final class {{ name }}RenderingSpy: {{ name }}Rendering {
    private(set) var renderables: [{{ name }}Renderable] = []

    func render(_ renderable: {{ name }}Renderable) {
        renderables.append(renderable)
    }
}
{{/each}}
{{#each services}}

@MainActor
private final class {{ name }}ProvidingSpy: {{ name }}Providing {
    private(set) var calls: [String] = []
    {{#each requirements}}

    func {{ signature }} {
        calls.append("{{ selector }}")
        {{#if result}}
        return {{ result }}
        {{/if}}
        {{#if fails}}
        throw Failure()
        {{/if}}
    }
    {{/each}}
    {{#if waits}}

    /// Lets the tasks the interaction started run, until a call arrives or 100 turns have passed.
    func waitForACall() async {
        for _ in 0..<100 where calls.isEmpty {
            await Task.yield()
        }
    }
    {{/if}}
    {{#if throws}}

    /// What a method throws when there is no plain value of its result type to return.
    struct Failure: Error {}
    {{/if}}
}
{{/each}}
{{#if navigates}}

@MainActor
private final class {{ feature }}NavigatingSpy: {{ feature }}Navigating {
    private(set) weak var navigationController: (any NavigationControlling)?
    private(set) var presentedInterfaces: [String] = []
    {{#if closes}}
    private(set) var closeCount = 0
    {{/if}}

    func use(_ navigationController: any NavigationControlling) {
        self.navigationController = navigationController
    }
    {{#each destinations}}

    func {{ method }}({{ parameters }}) {
        presentedInterfaces.append("{{ name }}")
    }
    {{/each}}
    {{#if closes}}

    func closeInterface() {
        closeCount += 1
    }
    {{/if}}
}
{{/if}}
{{/if}}

"""##
}
