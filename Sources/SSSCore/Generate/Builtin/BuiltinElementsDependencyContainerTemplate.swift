// Generated from Templates/ElementsDependencyContainer.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsDependencyContainer = ##"""
{{! <feature>DependencyContainer.swift: makes an Elements screen with the parts it works with, and
    wires the responders together.
    feature   the feature's name, such as SignIn
    observes  whether the feature has an observer
    arguments the view controller's initializer's arguments, each with line, such as
              makeSignInUseCase: makeSignInUseCase
    useCases  each with name (SignIn), maker (makeSignInUseCase), parameters (email: String) and
              construction (SignInUseCase(email: email)) }}
import UIKit

/// Makes the {{ feature }} screen and everything it works with, and wires the responders together:
/// the one place that knows which implementation of each protocol the app runs with.
struct {{ feature }}DependencyContainer {
    /// The {{ feature }} screen, ready to be shown: its view tells it what the user does{{#if observes}}, and its
    /// observer what happens outside{{/if}}.
    @MainActor
    func make{{ feature }}ViewController() -> {{ feature }}ViewController {
        let userInterface = {{ feature }}RootView()
        {{#if observes}}
        let observer = ObserverFor{{ feature }}()
        {{/if}}
        let viewController = {{ feature }}ViewController(
            {{#each arguments}}
            {{ line }}{{#unless @last}},{{/unless}}
            {{/each}}
        )
        userInterface.ixResponder = viewController
        {{#if observes}}
        observer.eventResponder = viewController
        {{/if}}
        return viewController
    }
    {{#each useCases}}

    /// A new {{ name }} use case.
    func {{ maker }}({{ parameters }}) -> any UseCase {
        {{ construction }}
    }
    {{/each}}
}

"""##
}
