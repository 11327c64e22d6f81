// Generated from Templates/Navigation.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let navigation = ##"""
{{! <feature>Navigation.swift: shows the feature's destinations on the navigation controller it is
    handed with use(_:); written when an interaction of the feature navigates.
    feature       the feature's name, such as DiscoveryOne
    isEnum        true for `assembler: enum`: destinations are assembled statically, so nothing is
                  injected
    destinations  each with name (Settings), assembler (the stored Assembler, settingsAssembler)
                  and isModal (wrap in a new navigation controller and present, instead of push) }}
import UIKit

/// Shows the screens that {{ feature }} leads to, on the navigation controller handed over with `use(_:)`.
@MainActor
protocol {{ feature }}Navigating: AnyObject {
    func use(_ navigationController: NavigationControlling)
    {{#each destinations}}
    func present{{ name }}Interface()
    {{/each}}
}

/// Builds each destination with its Assembler and shows it.
@MainActor
final class {{ feature }}Navigation {
    private weak var navigationController: NavigationControlling?
    {{#unless isEnum}}
    {{#each destinations}}
    private let {{ assembler }}: {{ name }}Assembling
    {{/each}}

    init(
        {{#each destinations}}
        {{ assembler }}: {{ name }}Assembling{{#unless @last}},{{/unless}}
        {{/each}}
    ) {
        {{#each destinations}}
        self.{{ assembler }} = {{ assembler }}
        {{/each}}
    }
    {{/unless}}
}

extension {{ feature }}Navigation: {{ feature }}Navigating {
    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }
    {{#each destinations}}

    func present{{ name }}Interface() {
        guard let navigationController else { return }
        {{#if isEnum}}
        let viewController = {{ name }}Assembler.assemble()
        {{else}}
        let viewController = {{ assembler }}.assemble()
        {{/if}}
        {{#if isModal}}
        let modalNavigationController = UINavigationController(rootViewController: viewController)
        viewController.use(modalNavigationController)
        navigationController.present(modalNavigationController, animated: true, completion: nil)
        {{else}}
        viewController.use(navigationController)
        navigationController.pushViewController(viewController, animated: true)
        {{/if}}
    }
    {{/each}}
}

"""##
}
