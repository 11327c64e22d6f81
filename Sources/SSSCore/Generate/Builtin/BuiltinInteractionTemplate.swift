// Generated from Templates/Interaction.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let interaction = ##"""
{{! <name>Interaction.swift: the interaction's protocol, as its screen sees it, and the final class
    that decides what each event means.
    feature          the feature's name, such as DiscoveryOne
    name             the interaction's name, such as PodBayDoors
    navigates        whether it owns the feature's Navigation
    renders          the renderables it renders into, each with name (Banner) and property (banner)
    events           each with signature, the method as declared (didEnterCode(code: String)), and
                     isFirstMember, true when nothing comes before it in the extension
    hasProperties    whether the class stores anything (renders or navigates)
    hasRequirements  whether the protocol has any requirement }}
/// The {{ name }} interaction as its screen sees it: the views it renders into arrive through `use(_:)`,
/// and each event says what happened, never what to do about it.
@MainActor
{{#if hasRequirements}}
protocol {{ name }}Interacting: AnyObject {
    {{#each renders}}
    func use(_ {{ property }}: {{ name }}Rendering)
    {{/each}}
    {{#if navigates}}
    func use(_ navigationController: NavigationControlling)
    {{/if}}
    {{#each events}}
    func {{ signature }}
    {{/each}}
}
{{else}}
protocol {{ name }}Interacting: AnyObject {}
{{/if}}

/// Decides what happens after each {{ name }} event.
@MainActor
{{#if hasProperties}}
final class {{ name }}Interaction {
    {{#each renders}}
    private weak var {{ property }}: {{ name }}Rendering?
    {{/each}}
    {{#if navigates}}
    private let navigation: {{ feature }}Navigating

    init(navigation: {{ feature }}Navigating) {
        self.navigation = navigation
    }
    {{/if}}
}
{{else}}
final class {{ name }}Interaction {}
{{/if}}

{{#if hasRequirements}}
extension {{ name }}Interaction: {{ name }}Interacting {
    {{#each renders}}
    {{#unless @first}}

    {{/unless}}
    func use(_ {{ property }}: {{ name }}Rendering) {
        self.{{ property }} = {{ property }}
    }
    {{/each}}
    {{#if navigates}}
    {{#if renders}}

    {{/if}}
    func use(_ navigationController: NavigationControlling) {
        navigation.use(navigationController)
    }
    {{/if}}
    {{#each events}}
    {{#unless isFirstMember}}

    {{/unless}}
    func {{ signature }} {
        {{#if navigates}}
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
        {{else}}
        // Decide what this event means and render the result into the views handed over with use(_:).
        {{/if}}
    }
    {{/each}}
}
{{else}}
extension {{ name }}Interaction: {{ name }}Interacting {}
{{/if}}

"""##
}
