// Generated from Templates/InteractionAssembler.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let interactionAssembler = ##"""
{{! <name>InteractionAssembler.swift: builds the interaction, calling exactly one initializer.
    name          the interaction's name, such as PodBayDoors
    access        "public " when the feature is public, otherwise empty
    isPublic      whether the feature is public
    summary       the sentence that says what it builds, such as
                  Builds a `PodBayDoorsInteraction` with the navigation it owns.
    isEnum        true for `assembler: enum` (a caseless enum with a static assemble()), false for
                  the struct behind an <name>InteractionAssembling protocol
    inputs        what assemble takes: the feature's inputs, such as `product: Product`, or empty
    dependencies  the Assemblers a struct stores: each with property (navigationAssembler), type
                  (the protocol) and make (its default, ShopNavigationAssembler())
    longDependencies  whether init lists one parameter per line (when the spec decides them)
    call          the lines of the interaction's initializer call, each with line
    assemblerImportsFoundation  whether an input's type needs Foundation (UUID, Date, a type of the app) }}
{{#if assemblerImportsFoundation}}
import Foundation

{{/if}}
{{#if isEnum}}
/// {{ summary }}
@MainActor
{{ access }}enum {{ name }}InteractionAssembler {
    {{ access }}static func assemble({{ inputs }}) -> any {{ name }}Interacting {
        {{#each call}}
        {{ line }}
        {{/each}}
    }
}
{{else}}
/// Builds the {{ name }} interaction.
@MainActor
{{ access }}protocol {{ name }}InteractionAssembling {
    func assemble({{ inputs }}) -> any {{ name }}Interacting
}

/// {{ summary }}
@MainActor
{{ access }}struct {{ name }}InteractionAssembler: {{ name }}InteractionAssembling {
    {{#each dependencies}}
    private let {{ property }}: any {{ type }}
    {{/each}}
    {{#if dependencies}}

    {{#if longDependencies}}
    {{ access }}init(
        {{#each dependencies}}
        {{ property }}: any {{ type }} = {{ make }}{{#unless @last}},{{/unless}}
        {{/each}}
    ) {
    {{else}}
    {{ access }}init({{#each dependencies}}{{ property }}: any {{ type }} = {{ make }}{{/each}}) {
    {{/if}}
        {{#each dependencies}}
        self.{{ property }} = {{ property }}
        {{/each}}
    }

    {{else}}
    {{#if isPublic}}
    public init() {}

    {{/if}}
    {{/if}}
    {{ access }}func assemble({{ inputs }}) -> any {{ name }}Interacting {
        {{#each call}}
        {{ line }}
        {{/each}}
    }
}
{{/if}}

"""##
}
