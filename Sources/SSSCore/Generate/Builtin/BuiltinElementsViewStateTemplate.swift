// Generated from Templates/ElementsViewState.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsViewState = ##"""
{{! <feature>ViewState.swift: what an Elements screen shows at one moment, a value the user interface
    renders as a whole.
    feature            the feature's name, such as SignIn
    importsFoundation  whether a field's type needs Foundation (Date, URL, a type of the app)
    fields             each with declaration (the name, in backticks when it is a keyword), type
                       (Swift text copied from the spec) and initialValue (the literal it starts
                       with, or empty for an optional that starts as nil) }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// What the {{ feature }} screen shows at one moment. The user interface is given a whole new one to
/// render each time something changes; code outside this module can read it but not change it.
public struct {{ feature }}ViewState: Equatable {
    {{#each fields}}
    {{#if initialValue}}
    public internal(set) var {{ declaration }}: {{ type }} = {{ initialValue }}
    {{else}}
    public internal(set) var {{ declaration }}: {{ type }}
    {{/if}}
    {{/each}}
    {{#if fields}}

    {{/if}}
    public init() {}
}

"""##
}
