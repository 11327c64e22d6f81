/// The views of an Elements screen's root view, worked out from the spec: a button per interaction
/// the view can send on its own, with a text field per `String` value and a switch per `Bool` value
/// it reads when tapped; and, for the view state, the control a `…Enabled` field turns on and off,
/// an activity indicator per `…Animating` field and a label per other field.
struct RootViewControls: Sendable {
    enum Kind: Sendable {
        case label, textField, toggle, button, activityIndicator
    }

    /// One view the root view holds.
    struct Control: Sendable {
        /// The stored property: `emailField`.
        let property: String
        let kind: Kind
        /// The button's or switch's title, or the text field's placeholder.
        let title: String
        /// The spec name it comes from, for clashes.
        let origin: NameOrigin
    }

    /// How the root view tells its responder about one interaction.
    enum Wiring: Sendable {
        /// The button's action: these lines call the responder with the controls' values.
        case button(property: String, lines: [String])
        /// The view has no control for the interaction's values: a comment says where to call it from.
        case byHand(selector: String)
    }

    /// The views in the order the stack view shows them: the view state's, then each interaction's.
    let controls: [Control]
    /// The lines of `render(newState:)`.
    let renderLines: [String]
    /// One per interaction, in spec order.
    let wiring: [Wiring]

    init(interactions: [Requirement], state: [ModelField]) {
        var interactionControls: [Control] = []
        var wiring: [Wiring] = []
        /// Each interaction's button, by the interaction's name.
        var buttons: [String: String] = [:]
        /// The first control of each value, by the value's name.
        var valueControls: [String: String] = [:]
        var made: Set<String> = []
        for interaction in interactions {
            let kinds = interaction.parameters.map(Self.kind(of:))
            guard kinds.allSatisfy({ $0 != nil }) else {
                wiring.append(.byHand(selector: interaction.selector))
                continue
            }
            var arguments: [String] = []
            for (parameter, kind) in zip(interaction.parameters, kinds.compactMap { $0 }) {
                let name = parameter.name.text
                let property = GeneratedNames.lowered(name) + (kind == .textField ? "Field" : "Switch")
                if made.insert(property).inserted {
                    valueControls[name] = valueControls[name] ?? property
                    interactionControls.append(Control(property: property, kind: kind, title: Self.title(of: name), origin: .spec(kind: "parameter", name: parameter.name)))
                }
                let value = kind == .textField ? "self.\(property).text ?? \"\"" : "self.\(property).isOn"
                arguments.append(GeneratedNames.argument(label: parameter.argumentLabel, value: value))
            }
            let button = GeneratedNames.lowered(interaction.name.text) + "Button"
            buttons[interaction.name.text] = button
            interactionControls.append(Control(
                property: button, kind: .button, title: GeneratedNames.buttonTitle(forEvent: interaction.name.text),
                origin: .spec(kind: "interaction", name: interaction.name)
            ))
            wiring.append(.button(property: button, lines: Self.action(calling: interaction.name.text, with: arguments)))
        }
        var stateControls: [Control] = []
        var renderLines: [String] = []
        for spec in state {
            let field = SceneField(spec)
            let value = "newState.\(field.declaration)"
            if let control = Self.enabledControl(of: field, buttons: buttons, valueControls: valueControls) {
                renderLines.append("\(control).isEnabled = \(value)")
            } else if let indicator = Self.indicator(of: field) {
                stateControls.append(Control(property: indicator, kind: .activityIndicator, title: "", origin: .field(spec.name)))
                renderLines += ["if \(value) {", "    \(indicator).startAnimating()", "} else {", "    \(indicator).stopAnimating()", "}"]
            } else {
                let label = GeneratedNames.lowered(field.name) + "Label"
                stateControls.append(Control(property: label, kind: .label, title: "", origin: .field(spec.name)))
                if field.type.isText {
                    renderLines.append("\(label).text = \(value)")
                } else if field.type.isOptional {
                    renderLines.append("\(label).text = \(value).map { String(describing: $0) }")
                } else {
                    renderLines.append("\(label).text = String(describing: \(value))")
                }
            }
        }
        controls = stateControls + interactionControls
        self.renderLines = renderLines
        self.wiring = wiring
    }

    /// What a button does: call the responder, with the controls' values read from `self` when the
    /// interaction takes any, one argument a line when they do not fit on one.
    private static func action(calling name: String, with arguments: [String]) -> [String] {
        let method = "ixResponder?.\(SwiftIdentifier.escaped(name))"
        guard !arguments.isEmpty else { return ["self?.\(method)()"] }
        let call = "self.\(method)(\(arguments.joined(separator: ", ")))"
        guard call.count > 80, arguments.count > 1 else { return ["guard let self else { return }", call] }
        return ["guard let self else { return }", "self.\(method)("]
            + arguments.enumerated().map { "    \($1)" + ($0 == arguments.count - 1 ? "" : ",") }
            + [")"]
    }

    /// A text field for a `String` value, a switch for a `Bool` one; `nil` for any other type.
    private static func kind(of parameter: Parameter) -> Kind? {
        switch SwiftTypeSpelling.normalized(parameter.type.text) {
        case "String": .textField
        case "Bool": .toggle
        default: nil
        }
    }

    /// `firstName` → `First Name`.
    private static func title(of name: String) -> String {
        CaseConversion.words(name).map(CaseConversion.upperFirst).joined(separator: " ")
    }

    /// The control a `Bool` field named `<name>Enabled` turns on and off: `emailInputEnabled` and
    /// `emailFieldEnabled` the text field or switch of the value `email`, `signInButtonEnabled` the
    /// button of `signIn`; without `Input`, `Field`, `Switch` or `Button`, a value's control first.
    private static func enabledControl(of field: SceneField, buttons: [String: String], valueControls: [String: String]) -> String? {
        guard SwiftTypeSpelling.normalized(field.type.text) == "Bool", field.name.hasSuffix("Enabled") else { return nil }
        let base = String(field.name.dropLast("Enabled".count))
        for suffix in ["Input", "Field", "Switch"] where base.hasSuffix(suffix) && base.count > suffix.count {
            return valueControls[String(base.dropLast(suffix.count))]
        }
        if base.hasSuffix("Button"), base.count > "Button".count {
            return buttons[String(base.dropLast("Button".count))]
        }
        return valueControls[base] ?? buttons[base]
    }

    /// The activity indicator a `Bool` field named `<name>Animating` starts and stops:
    /// `signInActivityIndicatorAnimating` → `signInActivityIndicator`, `loadingAnimating` →
    /// `loadingActivityIndicator`.
    private static func indicator(of field: SceneField) -> String? {
        guard SwiftTypeSpelling.normalized(field.type.text) == "Bool", field.name.hasSuffix("Animating"), field.name.count > "Animating".count else {
            return nil
        }
        let base = String(field.name.dropLast("Animating".count))
        return base.hasSuffix("ActivityIndicator") ? base : base + "ActivityIndicator"
    }
}
