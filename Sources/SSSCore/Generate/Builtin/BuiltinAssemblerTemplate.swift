// Generated from Templates/Assembler.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let assembler = ##"""
{{! <feature>Assembler.swift: builds the feature's screen, calling exactly one initializer and
    getting each interaction from its own Assembler.
    feature       the feature's name, such as DiscoveryOne
    article       "a" or "an", whichever reads right before the feature's name
    isEnum        true for `assembler: enum` (a caseless enum with a static assemble()), false for
                  the struct behind a <feature>Assembling protocol
    interactions  each with name (PodBayDoors), property (podBayDoorsInteraction, the screen's
                  parameter) and assembler (podBayDoorsInteractionAssembler, the stored Assembler) }}
import UIKit

{{#if isEnum}}
/// Builds {{ article }} `{{ feature }}ViewController`, getting each interaction from its own Assembler.
@MainActor
enum {{ feature }}Assembler {
    static func assemble() -> UIViewController & NavigationControllerUsing {
        {{ feature }}ViewController(
            {{#each interactions}}
            {{ property }}: {{ name }}InteractionAssembler.assemble(){{#unless @last}},{{/unless}}
            {{/each}}
        )
    }
}
{{else}}
/// Builds the {{ feature }} screen.
@MainActor
protocol {{ feature }}Assembling {
    func assemble() -> UIViewController & NavigationControllerUsing
}

/// Builds {{ article }} `{{ feature }}ViewController`, getting each interaction from its own Assembler.
@MainActor
struct {{ feature }}Assembler: {{ feature }}Assembling {
    {{#each interactions}}
    private let {{ assembler }}: {{ name }}InteractionAssembling
    {{/each}}

    init(
        {{#each interactions}}
        {{ assembler }}: {{ name }}InteractionAssembling = {{ name }}InteractionAssembler(){{#unless @last}},{{/unless}}
        {{/each}}
    ) {
        {{#each interactions}}
        self.{{ assembler }} = {{ assembler }}
        {{/each}}
    }

    func assemble() -> UIViewController & NavigationControllerUsing {
        {{ feature }}ViewController(
            {{#each interactions}}
            {{ property }}: {{ assembler }}.assemble(){{#unless @last}},{{/unless}}
            {{/each}}
        )
    }
}
{{/if}}

"""##
}
