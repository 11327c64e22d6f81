// Generated from Templates/ElementsViewController.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsViewController = ##"""
{{! <feature>ViewController.swift: an Elements screen's view controller. It shows the user interface
    it is given, answers what the user does by starting use cases, and passes on what its observer
    reports; it is the responder of both.
    feature       the feature's name, such as SignIn
    observes      whether the feature has an observer
    opening       the initializer's first lines, each with line: its parameters, such as
                  makeSignInUseCase: @escaping SignInUseCaseFactory, on one line or one a line
    hasUseCases   whether the feature has use cases
    properties    the stored properties besides userInterface, each with declaration, such as
                  makeSignInUseCase: SignInUseCaseFactory, and name
    interactions  each with signature and lines (the starter code's lines, each with line)
    observed      the observed events, each with signature and lines }}
import UIKit

/// The {{ feature }} screen's view controller. It shows the user interface it is given as its view and
/// talks to it only through {{ feature }}UserInterface. It decides what the user's actions mean{{#if hasUseCases}},
/// starting use cases to do the work{{/if}}{{#if observes}}, and passes on what its observer reports{{/if}}.
final class {{ feature }}ViewController: UIViewController {
    private let userInterface: any {{ feature }}UserInterfaceView
    {{#each properties}}
    private let {{ declaration }}
    {{/each}}

    {{#each opening}}
    {{ line }}
    {{/each}}
        self.userInterface = userInterface
        {{#each properties}}
        self.{{ name }} = {{ name }}
        {{/each}}
        super.init(nibName: nil, bundle: nil)
    }

    /// This screen is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = userInterface
    }
    {{#if observes}}

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observer.startObserving()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observer.stopObserving()
    }
    {{/if}}
}

extension {{ feature }}ViewController: {{ feature }}IxResponder {
    {{#each interactions}}
    {{#unless @first}}

    {{/unless}}
    func {{ signature }} {
        {{#each lines}}
        {{ line }}
        {{/each}}
    }
    {{/each}}
}
{{#if observes}}

extension {{ feature }}ViewController: ObserverFor{{ feature }}EventResponder {
    {{#each observed}}
    {{#unless @first}}

    {{/unless}}
    func {{ signature }} {
        {{#each lines}}
        {{ line }}
        {{/each}}
    }
    {{/each}}
}
{{/if}}

"""##
}
