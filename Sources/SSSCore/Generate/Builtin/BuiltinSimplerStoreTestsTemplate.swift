// Generated from Templates/SimplerStoreTests.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let simplerStoreTests = ##"""
{{! <feature>StoreTests.swift, written with --tests: a test per event that sends it through the store
    and checks that the store keeps the model the event's logic returns, and a test per resource
    loop that feeds the resource's spy a value and checks it arrives as its event. Tests are async
    so that XCTest runs them on the main actor on every platform.
    library            the test library to import: Testing (the default) or XCTest
    suite              the test type's declaration, such as `struct CounterStoreTests`
    test               what starts a test method's declaration: `@Test func` or `func`
    module             the module the tests import with @testable (--module)
    feature            the feature's name, such as Counter
    importsFoundation  whether a sample value or a type needs Foundation
    store              the store built with a spy for each resource
    events             each with testName, isTestable, send (the call with sample values), check,
                       selector and unsampledType
    loops              each with testName, isTestable, value (the variable), sample, store (built
                       with a spy that yields the value), method, check, selector and unsampledType }}
{{#if importsFoundation}}
import Foundation
{{/if}}
import {{ library }}
@testable import {{ module }}

/// Sends each {{ feature }} event through the store and checks that it keeps the model the event's
/// logic returns{{#if loops}}, and that each value a resource reports arrives as its event{{/if}}.
@MainActor
{{#if events}}
{{ suite }} {
    {{#each events}}
    {{#unless @first}}

    {{/unless}}
    {{#if isTestable}}
    {{ test }} {{ testName }}() async {
        let store = {{ store }}
        {{ send }}
        {{ check }}
    }
    {{else}}
    // {{ selector }} carries a {{ unsampledType }}, which the generator has no sample of: test it by hand.
    {{/if}}
    {{/each}}
    {{#each loops}}

    {{#if isTestable}}
    {{ test }} {{ testName }}() async {
        let {{ value }} = {{ sample }}
        let store = {{ store }}
        await store.{{ method }}()
        {{ check }}
    }
    {{else}}
    // {{ selector }} yields {{ unsampledType }} values, which the generator has no sample of: test it by hand.
    {{/if}}
    {{/each}}
}
{{else}}
{{ suite }} {}
{{/if}}

"""##
}
