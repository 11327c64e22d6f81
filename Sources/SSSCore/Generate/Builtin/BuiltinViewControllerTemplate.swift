// Generated from Templates/ViewController.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let viewController = ##"""
{{! <feature>ViewController.swift: the screen. It owns its interactions through their protocols,
    builds one view per renderable, hands each view to the interactions that render into it, adds
    a control per event the user sends, reports its lifecycle, and forwards the navigation
    controller it is handed.
    feature        the feature's name, such as DiscoveryOne
    navigates      whether any interaction navigates
    hasButtons     whether makeButton(title:action:) is needed
    hasTextFields  whether makeTextField(placeholder:action:) is needed
    hasSwitches    whether makeSwitch(title:action:) is needed
    views          one per renderable, in spec order: name (Banner) and view (bannerView)
    interactions   each with name (PodBayDoors), property (podBayDoorsInteraction), navigates,
                   uses (the views it renders into, each with view) and events, each with
                     isButton, isTextField, isSwitch  which control sends it (none: a comment)
                     isLifecycle    whether a lifecycle method sends it (nothing in loadView)
                     title          the control's title or placeholder, such as Tap Main Button
                     action         the line the control runs, such as
                                    self?.podBayDoorsInteraction.didEnterCode(code: text)
                     selector       the method as named in a comment, such as didEnterCode(code:)
    lifecycle      the lifecycle methods the screen overrides, each with declaration
                   (viewWillAppear(_ animated: Bool)), superCall (super.viewWillAppear(animated))
                   and calls, each with line (podBayDoorsInteraction.willAppear()) }}
import UIKit

/// The {{ feature }} screen: builds its views, hands them to its interactions and tells those
/// interactions what the user did.
final class {{ feature }}ViewController: UIViewController, NavigationControllerUsing {
    {{#each interactions}}
    private let {{ property }}: any {{ name }}Interacting
    {{/each}}

    init(
        {{#each interactions}}
        {{ property }}: any {{ name }}Interacting{{#unless @last}},{{/unless}}
        {{/each}}
    ) {
        {{#each interactions}}
        self.{{ property }} = {{ property }}
        {{/each}}
        super.init(nibName: nil, bundle: nil)
    }

    /// This screen is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        {{#if views}}
        {{#each views}}
        let {{ view }} = {{ name }}View()
        {{/each}}
        {{#each interactions}}
        {{#each uses}}
        {{ property }}.use({{ view }})
        {{/each}}
        {{/each}}

        let stackView = UIStackView(arrangedSubviews: [
            {{#each views}}
            {{ view }},
            {{/each}}
        ])
        {{else}}
        let stackView = UIStackView(arrangedSubviews: [])
        {{/if}}
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        {{#each interactions}}
        {{#each events}}
        {{#if isButton}}
        stackView.addArrangedSubview(makeButton(title: "{{ title }}") { [weak self] in
            {{ action }}
        })
        {{/if}}
        {{#if isTextField}}
        stackView.addArrangedSubview(makeTextField(placeholder: "{{ title }}") { [weak self] text in
            {{ action }}
        })
        {{/if}}
        {{#if isSwitch}}
        stackView.addArrangedSubview(makeSwitch(title: "{{ title }}") { [weak self] isOn in
            {{ action }}
        })
        {{/if}}
        {{#if isComment}}
        // Call {{ property }}.{{ selector }} from whatever provides its value.
        {{/if}}
        {{/each}}
        {{/each}}

        let view = UIView()
        view.backgroundColor = .systemBackground
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            stackView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        self.view = view
    }
    {{#each lifecycle}}

    override func {{ declaration }} {
        {{ superCall }}
        {{#each calls}}
        {{ line }}
        {{/each}}
    }
    {{/each}}

    func use(_ navigationController: any NavigationControlling) {
        {{#if navigates}}
        {{#each interactions}}
        {{#if navigates}}
        {{ property }}.use(navigationController)
        {{/if}}
        {{/each}}
        {{else}}
        // No interaction on this screen navigates, so nothing here needs the navigation controller.
        {{/if}}
    }
    {{#if hasButtons}}

    private func makeButton(title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }
    {{/if}}
    {{#if hasTextFields}}

    private func makeTextField(placeholder: String, action: @escaping @MainActor (String) -> Void) -> UITextField {
        let textField = UITextField()
        textField.placeholder = placeholder
        textField.addAction(UIAction { [weak textField] _ in action(textField?.text ?? "") }, for: .editingChanged)
        return textField
    }
    {{/if}}
    {{#if hasSwitches}}

    private func makeSwitch(title: String, action: @escaping @MainActor (Bool) -> Void) -> UIView {
        let label = UILabel()
        label.text = title
        let toggle = UISwitch()
        toggle.addAction(UIAction { [weak toggle] _ in action(toggle?.isOn ?? false) }, for: .valueChanged)
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.spacing = 8
        return row
    }
    {{/if}}
}

"""##
}
