// Generated from Templates/SimplerLogic.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let simplerLogic = ##"""
{{! <feature>Logic.swift: one pure function per event, on the model, that returns the next model.
    feature            the feature's name, such as Counter
    importsFoundation  whether a value's type needs Foundation
    events             each with declaration (the function's name, in backticks when it is a
                       keyword), parameters (as declared, such as "value: Int"), name (as written)
                       and assignments, each with field and value: what the starter logic sets,
                       when the spec makes it plain (a value named like a field, a destination
                       shown or dismissed); without any, the function returns the model unchanged }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// The {{ feature }} scene's logic. Each function answers one event with the model that comes next: it
/// reads this model and the event's values and returns a new model, and changes nothing else.
{{#if events}}
extension {{ feature }}Model {
    {{#each events}}
    {{#unless @first}}

    {{/unless}}
    func {{ declaration }}({{ parameters }}) -> {{ feature }}Model {
        {{#if assignments}}
        var next = self
        {{#each assignments}}
        next.{{ field }} = {{ value }}
        {{/each}}
        return next
        {{else}}
        // Decide what {{ name }} changes, and return the model with those changes.
        self
        {{/if}}
    }
    {{/each}}
}
{{else}}
extension {{ feature }}Model {}
{{/if}}

"""##
}
