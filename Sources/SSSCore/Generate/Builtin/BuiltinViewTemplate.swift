// Generated from Templates/View.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let view = ##"""
{{! <name>View.swift: a view built in code that shows each field of a renderable in a label.
    name     the renderable's name, such as Banner
    article  "a" or "an", whichever reads right before the name
    fields   each with
               name        the field's name (in backticks when it is a Swift keyword)
               label       the label's property name, such as messageLabel
               showsText   true for String and String?, which a label shows as they are
               isOptional  true for other optional types, shown without "Optional(...)" }}
import UIKit

/// Shows each field of {{ article }} `{{ name }}Renderable` in a label of its own.
final class {{ name }}View: UIView {
    {{#each fields}}
    private let {{ label }} = UILabel()
    {{/each}}

    override init(frame: CGRect) {
        super.init(frame: frame)
        {{#each fields}}
        {{ label }}.numberOfLines = 0
        {{/each}}
        let stackView = UIStackView(arrangedSubviews: [
            {{#each fields}}
            {{ label }},
            {{/each}}
        ])
        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// This view is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }
}

extension {{ name }}View: {{ name }}Rendering {
    func render(_ renderable: {{ name }}Renderable) {
        {{#each fields}}
        {{#if showsText}}
        {{ label }}.text = renderable.{{ name }}
        {{else}}
        {{#if isOptional}}
        {{ label }}.text = renderable.{{ name }}.map { String(describing: $0) }
        {{else}}
        {{ label }}.text = String(describing: renderable.{{ name }})
        {{/if}}
        {{/if}}
        {{/each}}
    }
}

"""##
}
