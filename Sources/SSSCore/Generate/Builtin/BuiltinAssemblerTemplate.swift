// Generated from Templates/Assembler.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let assembler = ##"""
{{! <feature>Assembler.swift: builds the feature's screen, calling exactly one initializer and
    getting each interaction from its own Assembler.
    feature         the feature's name, such as DiscoveryOne
    article         "a" or "an", whichever reads right before the feature's name
    access          "public " when the feature is public, otherwise empty
    isEnum          true for `assembler: enum` (a caseless enum with a static assemble()), false for
                    the struct behind a <feature>Assembling protocol
    inputs          what assemble takes: the feature's inputs, such as `product: Product`, or empty
    inputArguments  what it hands each interaction's Assembler, such as `product: product`
    interactions    each with name (PodBayDoors), property (podBayDoorsInteraction, the screen's
                    parameter) and assembler (podBayDoorsInteractionAssembler, the stored Assembler) }}
import UIKit

{{#if isEnum}}
/// Builds {{ article }} `{{ feature }}ViewController`, getting each interaction from its own Assembler.
@MainActor
{{ access }}enum {{ feature }}Assembler {
    {{ access }}static func assemble({{ inputs }}) -> any UIViewController & NavigationControllerUsing {
        {{ feature }}ViewController(
            {{#each interactions}}
            {{ property }}: {{ name }}InteractionAssembler.assemble({{ inputArguments }}){{#unless @last}},{{/unless}}
            {{/each}}
        )
    }
}
{{else}}
/// Builds the {{ feature }} screen.
@MainActor
{{ access }}protocol {{ feature }}Assembling {
    func assemble({{ inputs }}) -> any UIViewController & NavigationControllerUsing
}

/// Builds {{ article }} `{{ feature }}ViewController`, getting each interaction from its own Assembler.
@MainActor
{{ access }}struct {{ feature }}Assembler: {{ feature }}Assembling {
    {{#each interactions}}
    private let {{ assembler }}: any {{ name }}InteractionAssembling
    {{/each}}

    {{ access }}init(
        {{#each interactions}}
        {{ assembler }}: any {{ name }}InteractionAssembling = {{ name }}InteractionAssembler(){{#unless @last}},{{/unless}}
        {{/each}}
    ) {
        {{#each interactions}}
        self.{{ assembler }} = {{ assembler }}
        {{/each}}
    }

    {{ access }}func assemble({{ inputs }}) -> any UIViewController & NavigationControllerUsing {
        {{ feature }}ViewController(
            {{#each interactions}}
            {{ property }}: {{ assembler }}.assemble({{ inputArguments }}){{#unless @last}},{{/unless}}
            {{/each}}
        )
    }
}
{{/if}}

"""##
}
