// Generated from Templates/Interaction.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let interaction = ##"""
{{! <name>Interaction.swift: the interaction's protocol, as its screen sees it, and the final class
    that decides what each event means.
    feature            the feature's name, such as DiscoveryOne
    name               the interaction's name, such as PodBayDoors
    access             "public " when the feature is public, otherwise empty
    importsFoundation  whether a type it names needs Foundation (UUID, Date, a type of the app)
    navigates          whether it owns the feature's Navigation
    renders            the renderables it renders into, each with name (Banner) and property (banner)
    stored             the other stored properties, each with declaration, such as
                       `private let catalog: any CatalogProviding`: the inputs, the services, then
                       the Navigation
    initParameters     what init takes, each with name (catalog) and declaration
                       (catalog: any CatalogProviding); empty when there is no init
    longInitializer    whether init lists one parameter per line (when the spec decides them)
    events             each with signature, the method as declared (didEnterCode(code: String)),
                       isFirstMember, true when nothing comes before it in the extension, and
                       body, the lines of the starter code, each with line
    hasProperties      whether the class stores anything
    hasRequirements    whether the protocol has any requirement }}
{{#if importsFoundation}}
import Foundation

{{/if}}
/// The {{ name }} interaction as its screen sees it: the views it renders into arrive through `use(_:)`,
/// and each event says what happened, never what to do about it.
@MainActor
{{#if hasRequirements}}
{{ access }}protocol {{ name }}Interacting: AnyObject {
    {{#each renders}}
    func use(_ {{ property }}: any {{ name }}Rendering)
    {{/each}}
    {{#if navigates}}
    func use(_ navigationController: any NavigationControlling)
    {{/if}}
    {{#each events}}
    func {{ signature }}
    {{/each}}
}
{{else}}
{{ access }}protocol {{ name }}Interacting: AnyObject {}
{{/if}}

/// Decides what happens after each {{ name }} event.
@MainActor
{{#if hasProperties}}
final class {{ name }}Interaction {
    {{#each renders}}
    private weak var {{ property }}: (any {{ name }}Rendering)?
    {{/each}}
    {{#each stored}}
    {{ declaration }}
    {{/each}}
    {{#if initParameters}}

    {{#if longInitializer}}
    init(
        {{#each initParameters}}
        {{ declaration }}{{#unless @last}},{{/unless}}
        {{/each}}
    ) {
    {{else}}
    init({{#each initParameters}}{{ declaration }}{{/each}}) {
    {{/if}}
        {{#each initParameters}}
        self.{{ name }} = {{ name }}
        {{/each}}
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
    func use(_ {{ property }}: any {{ name }}Rendering) {
        self.{{ property }} = {{ property }}
    }
    {{/each}}
    {{#if navigates}}
    {{#if renders}}

    {{/if}}
    func use(_ navigationController: any NavigationControlling) {
        navigation.use(navigationController)
    }
    {{/if}}
    {{#each events}}
    {{#unless isFirstMember}}

    {{/unless}}
    func {{ signature }} {
        {{#each body}}
        {{ line }}
        {{/each}}
    }
    {{/each}}
}
{{else}}
extension {{ name }}Interaction: {{ name }}Interacting {}
{{/if}}

"""##
}
