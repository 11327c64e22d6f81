// Generated from Templates/SimplerEvent.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let simplerEvent = ##"""
{{! <feature>Event.swift: what can happen in a SIMPLER scene, one case per event.
    feature            the feature's name, such as Counter
    importsFoundation  whether a value's type needs Foundation (Date, URL, a type of the app)
    events             each with declaration (the case's name, in backticks when it is a keyword),
                       values (the associated values as declared, such as "(value: Int)", or empty)
                       and comment (a line of documentation for an event the generator adds, or
                       empty) }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// Everything that can happen in the {{ feature }} scene: what the user did or a resource reported,
/// with the values it carries. Views and resources send these to the store, never change the model.
{{#if events}}
enum {{ feature }}Event: Sendable {
    {{#each events}}
    {{#if comment}}
    /// {{ comment }}
    {{/if}}
    case {{ declaration }}{{ values }}
    {{/each}}
}
{{else}}
enum {{ feature }}Event: Sendable {}
{{/if}}

"""##
}
