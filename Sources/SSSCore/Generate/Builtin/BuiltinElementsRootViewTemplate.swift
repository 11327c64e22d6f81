// Generated from Templates/ElementsRootView.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsRootView = ##"""
{{! <feature>RootView.swift: the view of an Elements screen. It shows each view state it is given,
    and tells its interaction responder what the user does; it decides nothing itself.
    feature       the feature's name, such as SignIn
    controls      the views it holds, in the order it shows them, each with property (emailField),
                  kind's flags isLabel, isTextField, isSwitch, isButton, isIndicator, and title
                  (the placeholder or title, such as Email)
    hasSwitches   whether row(titled:_:) is needed
    wiring        one per interaction, each with isButton, property (signInButton), lines (what
                  the button's action does, each with line, such as
                  self?.ixResponder?.showHelp()) and selector (signIn(email:password:))
    render        the lines of render(newState:), each with line
    requirements  the spec's userInterface methods, each with signature and selector }}
import UIKit

/// The {{ feature }} screen's view. It renders the view states it is given and tells its interaction
/// responder what the user does, wiring its controls once it is in a window; it decides nothing.
final class {{ feature }}RootView: UIView, {{ feature }}UserInterface {
    /// Told what the user does. Held weakly: the responder owns this view.
    weak var ixResponder: (any {{ feature }}IxResponder)?

    {{#each controls}}
    {{#if isLabel}}
    private let {{ property }} = UILabel()
    {{/if}}
    {{#if isTextField}}
    private let {{ property }} = UITextField()
    {{/if}}
    {{#if isSwitch}}
    private let {{ property }} = UISwitch()
    {{/if}}
    {{#if isButton}}
    private let {{ property }} = UIButton(type: .system)
    {{/if}}
    {{#if isIndicator}}
    private let {{ property }} = UIActivityIndicatorView(style: .medium)
    {{/if}}
    {{/each}}
    private var isWired = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        {{#each controls}}
        {{#if isTextField}}
        {{ property }}.placeholder = "{{ title }}"
        {{/if}}
        {{#if isButton}}
        {{ property }}.setTitle("{{ title }}", for: .normal)
        {{/if}}
        {{/each}}
        {{#if controls}}
        let stackView = UIStackView(arrangedSubviews: [
            {{#each controls}}
            {{#if isSwitch}}
            row(titled: "{{ title }}", {{ property }}),
            {{else}}
            {{ property }},
            {{/if}}
            {{/each}}
        ])
        {{else}}
        let stackView = UIStackView(arrangedSubviews: [])
        {{/if}}
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stackView.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        render(newState: {{ feature }}ViewState())
    }

    /// This view is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, !isWired else { return }
        isWired = true
        {{#each wiring}}
        {{#if isButton}}
        {{ property }}.addAction(UIAction { [weak self] _ in
            {{#each lines}}
            {{ line }}
            {{/each}}
        }, for: .touchUpInside)
        {{else}}
        // Call ixResponder?.{{ selector }} from whatever provides its values.
        {{/if}}
        {{/each}}
    }

    func render(newState: {{ feature }}ViewState) {
        {{#each render}}
        {{ line }}
        {{else}}
        // {{ feature }}ViewState has no fields yet.
        {{/each}}
    }
    {{#each requirements}}

    func {{ signature }} {
        // Change the views as {{ selector }} says.
    }
    {{/each}}
    {{#if hasSwitches}}

    private func row(titled title: String, _ control: UIView) -> UIView {
        let label = UILabel()
        label.text = title
        let row = UIStackView(arrangedSubviews: [label, control])
        row.spacing = 8
        return row
    }
    {{/if}}
}

"""##
}
