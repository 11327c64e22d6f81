// Generated from Templates/Navigation.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let navigation = ##"""
{{! <feature>Navigation.swift: shows the feature's destinations on the navigation controller it is
    handed with use(_:), and closes the screen when the feature is closable; written when an
    interaction of the feature navigates.
    feature       the feature's name, such as DiscoveryOne
    access        "public " when the feature is public, otherwise empty
    isEnum        true for `assembler: enum`: destinations are assembled statically, so nothing is
                  injected
    closable      whether it has closeInterface(), which pops the screen or dismisses it
    destinations  each with name (Settings), assembler (the stored Assembler, settingsAssembler),
                  method (presentSettingsInterface), parameters (what it takes, such as
                  `product: Product`, or empty), arguments (what it passes on, such as
                  `product: product`) and isModal (wrap in a new navigation controller and
                  present, instead of push)
    injects       whether the class stores the destinations' Assemblers (struct flavour, with
                  destinations) }}
import UIKit

{{#if closable}}
/// Shows the screens that {{ feature }} leads to, and closes it, on the navigation controller handed over with `use(_:)`.
{{else}}
/// Shows the screens that {{ feature }} leads to, on the navigation controller handed over with `use(_:)`.
{{/if}}
@MainActor
{{ access }}protocol {{ feature }}Navigating: AnyObject {
    func use(_ navigationController: any NavigationControlling)
    {{#each destinations}}
    func {{ method }}({{ parameters }})
    {{/each}}
    {{#if closable}}
    func closeInterface()
    {{/if}}
}

{{#if destinations}}
/// Builds each destination with its Assembler and shows it.
{{else}}
/// Closes the {{ feature }} screen.
{{/if}}
@MainActor
final class {{ feature }}Navigation {
    private weak var navigationController: (any NavigationControlling)?
    {{#if injects}}
    {{#each destinations}}
    private let {{ assembler }}: any {{ name }}Assembling
    {{/each}}

    init(
        {{#each destinations}}
        {{ assembler }}: any {{ name }}Assembling{{#unless @last}},{{/unless}}
        {{/each}}
    ) {
        {{#each destinations}}
        self.{{ assembler }} = {{ assembler }}
        {{/each}}
    }
    {{/if}}
}

extension {{ feature }}Navigation: {{ feature }}Navigating {
    func use(_ navigationController: any NavigationControlling) {
        self.navigationController = navigationController
    }
    {{#each destinations}}

    func {{ method }}({{ parameters }}) {
        guard let navigationController else { return }
        {{#if isEnum}}
        let viewController = {{ name }}Assembler.assemble({{ arguments }})
        {{else}}
        let viewController = {{ assembler }}.assemble({{ arguments }})
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
    {{#if closable}}

    /// Pops the screen when it was pushed onto a stack, and dismisses it when it was presented.
    func closeInterface() {
        guard let navigationController else { return }
        if navigationController.viewControllers.count > 1 {
            navigationController.popViewController(animated: true)
        } else {
            navigationController.dismiss(animated: true, completion: nil)
        }
    }
    {{/if}}
}

"""##
}
