// Generated from Templates/SimplerLogicTests.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let simplerLogicTests = ##"""
{{! <feature>LogicTests.swift, written with --tests: a test per event that runs its logic on a model
    and checks the model it returns, as the starter logic writes it.
    library            the test library to import: Testing (the default) or XCTest
    suite              the test type's declaration, such as `struct CounterLogicTests`
    test               what starts a test method's declaration: `@Test func` or `func`
    module             the module the tests import with @testable (--module)
    feature            the feature's name, such as Counter
    importsFoundation  whether a sample value or a type needs Foundation
    events             each with testName, isTestable (false when a value's type has no sample
                       value), arrange (each with line: what the test sets up), check (the
                       expectation), selector and unsampledType (the first type without a sample) }}
{{#if importsFoundation}}
import Foundation
{{/if}}
import {{ library }}
@testable import {{ module }}

/// Runs the {{ feature }} scene's logic for each event and checks the model it returns. Once you write
/// what an event changes, write it here too.
{{#if events}}
{{ suite }} {
    {{#each events}}
    {{#unless @first}}

    {{/unless}}
    {{#if isTestable}}
    {{ test }} {{ testName }}() {
        {{#each arrange}}
        {{ line }}
        {{/each}}
        {{ check }}
    }
    {{else}}
    // {{ selector }} carries a {{ unsampledType }}, which the generator has no sample of: test it by hand.
    {{/if}}
    {{/each}}
}
{{else}}
{{ suite }} {}
{{/if}}

"""##
}
