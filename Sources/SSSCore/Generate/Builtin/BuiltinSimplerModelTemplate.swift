// Generated from Templates/SimplerModel.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let simplerModel = ##"""
{{! <feature>Model.swift: the state of a SIMPLER scene, a struct of plain values that each event's
    logic replaces with the next one.
    feature            the feature's name, such as Counter
    importsFoundation  whether a field's type needs Foundation (Date, URL, a type of the app)
    fields             each with declaration (the name, in backticks when it is a keyword), type
                       (Swift text copied from the spec), initialValue (the literal it starts with,
                       or empty for an optional that starts as nil) and comment (a line of
                       documentation for a field the generator adds, or empty) }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// What the {{ feature }} scene shows and remembers. The store keeps one; each event's logic returns
/// the next.
{{#if fields}}
struct {{ feature }}Model: Equatable, Sendable {
    {{#each fields}}
    {{#if comment}}
    /// {{ comment }}
    {{/if}}
    {{#if initialValue}}
    var {{ declaration }}: {{ type }} = {{ initialValue }}
    {{else}}
    var {{ declaration }}: {{ type }}
    {{/if}}
    {{/each}}
}
{{else}}
struct {{ feature }}Model: Equatable, Sendable {}
{{/if}}

"""##
}
