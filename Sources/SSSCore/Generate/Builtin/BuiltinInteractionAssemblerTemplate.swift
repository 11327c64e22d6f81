// Generated from Templates/InteractionAssembler.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let interactionAssembler = ##"""
{{! <name>InteractionAssembler.swift: builds the interaction, calling exactly one initializer.
    feature    the feature's name, such as DiscoveryOne
    name       the interaction's name, such as PodBayDoors
    article    "a" or "an", whichever reads right before the name
    navigates  whether the interaction owns the feature's Navigation
    isEnum     true for `assembler: enum` (a caseless enum with a static assemble()), false for
               the struct behind an <name>InteractionAssembling protocol }}
{{#if isEnum}}
{{#if navigates}}
/// Builds {{ article }} `{{ name }}Interaction` with the navigation it owns.
@MainActor
enum {{ name }}InteractionAssembler {
    static func assemble() -> {{ name }}Interacting {
        {{ name }}Interaction(navigation: {{ feature }}NavigationAssembler.assemble())
    }
}
{{else}}
/// Builds {{ article }} `{{ name }}Interaction`.
@MainActor
enum {{ name }}InteractionAssembler {
    static func assemble() -> {{ name }}Interacting {
        {{ name }}Interaction()
    }
}
{{/if}}
{{else}}
/// Builds the {{ name }} interaction.
@MainActor
protocol {{ name }}InteractionAssembling {
    func assemble() -> {{ name }}Interacting
}

{{#if navigates}}
/// Builds {{ article }} `{{ name }}Interaction` with the navigation it owns.
@MainActor
struct {{ name }}InteractionAssembler: {{ name }}InteractionAssembling {
    private let navigationAssembler: {{ feature }}NavigationAssembling

    init(navigationAssembler: {{ feature }}NavigationAssembling = {{ feature }}NavigationAssembler()) {
        self.navigationAssembler = navigationAssembler
    }

    func assemble() -> {{ name }}Interacting {
        {{ name }}Interaction(navigation: navigationAssembler.assemble())
    }
}
{{else}}
/// Builds {{ article }} `{{ name }}Interaction`.
@MainActor
struct {{ name }}InteractionAssembler: {{ name }}InteractionAssembling {
    func assemble() -> {{ name }}Interacting {
        {{ name }}Interaction()
    }
}
{{/if}}
{{/if}}

"""##
}
