// Generated from Templates/SimplerResourceSpy.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let simplerResourceSpy = ##"""
{{! <name>ResourceSpy.swift, written with --tests: a stand-in for a resource that stores are given in
    tests. Each stream yields the values the spy is given, then ends; each other method returns a
    plain value, or throws Unavailable when its result has none.
    name               the resource's name, such as Clock
    module             the module the tests import with @testable (--module)
    importsFoundation  whether a type it names needs Foundation
    throws             whether a method throws Unavailable
    streams            each with values (the property, such as ticksValues), element and selector
    requirements       each with signature, isStream, streamType, values (the property it yields,
                       or empty), result, throws and isEmpty (nothing to return or throw) }}
{{#if importsFoundation}}
import Foundation
{{/if}}
@testable import {{ module }}

{{#if streams}}
/// Stands in for the {{ name }} resource in tests: each stream yields the values it is given, then ends.
{{else}}
/// Stands in for the {{ name }} resource in tests, answering each call with a plain value.
{{/if}}
struct {{ name }}ResourceSpy: {{ name }}Resource {
    {{#if throws}}
    /// What a method throws when its result has no plain value.
    struct Unavailable: Error {}

    {{/if}}
    {{#each streams}}
    /// The values `{{ selector }}` yields.
    var {{ values }}: [{{ element }}] = []
    {{/each}}
    {{#if streams}}

    {{/if}}
    {{#each requirements}}
    {{#unless @first}}

    {{/unless}}
    {{#if isEmpty}}
    func {{ signature }} {}
    {{else}}
    func {{ signature }} {
        {{#if isStream}}
        {{ streamType }} { continuation in
            {{#if values}}
            for value in {{ values }} {
                continuation.yield(value)
            }
            {{/if}}
            continuation.finish()
        }
        {{else}}
        {{#if throws}}
        throw Unavailable()
        {{else}}
        {{#if result}}
        {{ result }}
        {{/if}}
        {{/if}}
        {{/if}}
    }
    {{/if}}
    {{/each}}
}

"""##
}
