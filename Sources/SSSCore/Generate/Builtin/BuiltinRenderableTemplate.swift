// Generated from Templates/Renderable.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let renderable = ##"""
{{! <name>Renderable.swift: the data one view shows, as a struct of constants.
    name     the renderable's name, such as Banner
    article  "a" or "an", whichever reads right before the name
    fields   each with name (in backticks when it is a Swift keyword) and type (Swift text
             copied from the spec) }}
/// What {{ article }} `{{ name }}Rendering` shows: plain values, fixed once created.
struct {{ name }}Renderable {
    {{#each fields}}
    let {{ name }}: {{ type }}
    {{/each}}
}

"""##
}
