// Generated from Templates/ViewController.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let viewController = ##"""
{{! <feature>ViewController.swift: the screen. It owns its interactions through their protocols,
    builds one view per renderable, hands each view to the interactions that render into it, adds
    a button per event without parameters, and forwards the navigation controller it is handed.
    feature       the feature's name, such as DiscoveryOne
    navigates     whether any interaction navigates
    hasButtons    whether any event has no parameters (then makeButton(title:action:) is written)
    views         one per renderable, in spec order: name (Banner) and view (bannerView)
    interactions  each with name (PodBayDoors), property (podBayDoorsInteraction), navigates,
                  uses (the views it renders into, each with view) and events, each with
                    name           the method's name (in backticks when it is a Swift keyword)
                    hasParameters  whether something other than a button must call it
                    selector       the method as named in a comment, such as didEnterCode(code:)
                    buttonTitle    the button's title, such as Tap Main Button }}
import UIKit

/// The {{ feature }} screen: builds its views, hands them to its interactions and tells those
/// interactions what the user did.
final class {{ feature }}ViewController: UIViewController, NavigationControllerUsing {
    {{#each interactions}}
    private let {{ property }}: {{ name }}Interacting
    {{/each}}

    init(
        {{#each interactions}}
        {{ property }}: {{ name }}Interacting{{#unless @last}},{{/unless}}
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
        {{#if hasParameters}}
        // Call {{ property }}.{{ selector }} from whatever provides its value.
        {{else}}
        stackView.addArrangedSubview(makeButton(title: "{{ buttonTitle }}") { [weak self] in
            self?.{{ property }}.{{ name }}()
        })
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

    func use(_ navigationController: NavigationControlling) {
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
}

"""##
}
