// Generated from Templates/Renderable.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let renderable = ##"""
{{! <name>Renderable.swift: the data one view shows, as a struct of constants.
    name               the renderable's name, such as Banner
    article            "a" or "an", whichever reads right before the name
    access             "public " when the feature is public, otherwise empty
    isPublic           whether the feature is public (then the struct has a public initializer)
    importsFoundation  whether a field's type needs Foundation (UUID, Date, a type of the app)
    fields             each with name (in backticks when it is a Swift keyword) and type (Swift text
                       copied from the spec) }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// What {{ article }} `{{ name }}Rendering` shows: plain values, fixed once created.
{{ access }}struct {{ name }}Renderable {
    {{#each fields}}
    {{ access }}let {{ name }}: {{ type }}
    {{/each}}
    {{#if isPublic}}

    public init(
        {{#each fields}}
        {{ name }}: {{ type }}{{#unless @last}},{{/unless}}
        {{/each}}
    ) {
        {{#each fields}}
        self.{{ name }} = {{ name }}
        {{/each}}
    }
    {{/if}}
}

"""##
}
