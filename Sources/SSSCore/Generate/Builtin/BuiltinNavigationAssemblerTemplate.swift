// Generated from Templates/NavigationAssembler.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let navigationAssembler = ##"""
{{! <feature>NavigationAssembler.swift: builds the feature's Navigation, calling exactly one
    initializer. Destination Assemblers are created inside assemble(), so features that lead to
    each other never build each other while being assembled.
    feature       the feature's name, such as DiscoveryOne
    article       "a" or "an", whichever reads right before the feature's name
    access        "public " when the feature is public, otherwise empty
    isPublic      whether the feature is public
    isEnum        true for `assembler: enum` (a caseless enum with a static assemble())
    destinations  each with name (Settings) and assembler (settingsAssembler) }}
{{#if isEnum}}
{{#if destinations}}
/// Builds {{ article }} `{{ feature }}Navigation`. It assembles each destination only when asked to show it, so
/// features that lead to each other never build each other while being assembled.
{{else}}
/// Builds {{ article }} `{{ feature }}Navigation`.
{{/if}}
@MainActor
{{ access }}enum {{ feature }}NavigationAssembler {
    {{ access }}static func assemble() -> any {{ feature }}Navigating {
        {{ feature }}Navigation()
    }
}
{{else}}
/// Builds the {{ feature }} navigation.
@MainActor
{{ access }}protocol {{ feature }}NavigationAssembling {
    func assemble() -> any {{ feature }}Navigating
}

{{#if destinations}}
/// Builds {{ article }} `{{ feature }}Navigation`. The destination Assemblers are created only when this runs, so
/// features that lead to each other never build each other while being assembled.
{{else}}
/// Builds {{ article }} `{{ feature }}Navigation`.
{{/if}}
@MainActor
{{ access }}struct {{ feature }}NavigationAssembler: {{ feature }}NavigationAssembling {
    {{#if isPublic}}
    public init() {}

    {{/if}}
    {{ access }}func assemble() -> any {{ feature }}Navigating {
        {{#if destinations}}
        {{ feature }}Navigation(
            {{#each destinations}}
            {{ assembler }}: {{ name }}Assembler(){{#unless @last}},{{/unless}}
            {{/each}}
        )
        {{else}}
        {{ feature }}Navigation()
        {{/if}}
    }
}
{{/if}}

"""##
}
