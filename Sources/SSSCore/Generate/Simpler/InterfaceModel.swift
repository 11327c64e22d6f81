/// A view of a SIMPLER scene: the values it is given (the fields it shows and those its controls
/// edit) and a control per event it sends.
struct InterfaceModel: Sendable {
    let interface: Interface
    /// The view's name: the feature's and the interface's, `CounterDisplay`.
    let typeName: String
    /// The fields it shows, in spec order.
    let shown: [SceneField]
    /// Every value it is given: the shown fields, then those only a control edits.
    let inputs: [SceneField]
    let controls: [Control]

    init(_ interface: Interface, feature: String, fields: [SceneField], events: [SceneEvent]) {
        self.interface = interface
        typeName = feature + interface.name.text
        let shown = interface.shows.compactMap { name in fields.first { $0.name == name.text } }
        self.shown = shown
        controls = interface.sends.compactMap { name in events.first { $0.name == name.text }.map(Control.init) }
        var inputs = shown
        for case .edits(_, let field, _) in controls.map(\.kind) where !inputs.contains(where: { $0.name == field.name }) {
            inputs.append(field)
        }
        self.inputs = inputs
    }

    var sends: Bool { !controls.isEmpty }
}

/// How an interface sends one event.
struct Control: Sendable {
    enum Kind: Sendable {
        /// A button that sends an event without values.
        case button(title: String)
        /// A stepper, text field or switch showing a field and sending the event with each new value.
        case edits(view: String, field: SceneField, value: String)
        /// No control fits the event's values; a comment says where to send it from.
        case comment
    }

    let event: SceneEvent
    let kind: Kind

    init(_ event: SceneEvent) {
        self.event = event
        if event.values.isEmpty {
            kind = .button(title: GeneratedNames.buttonTitle(forEvent: event.name))
            return
        }
        guard event.values.count == 1, let value = event.values.first, let assigned = event.assignments.first,
              let view = Self.editor(for: SwiftTypeSpelling.normalized(value.type.text))
        else {
            kind = .comment
            return
        }
        kind = .edits(view: view, field: assigned.field, value: GeneratedNames.callLabel(value.name))
    }

    /// The view that edits a value of `type`: `Stepper` for `Int`, `TextField` for `String`, `Toggle`
    /// for `Bool`.
    private static func editor(for type: String) -> String? {
        switch type {
        case "Int": "Stepper"
        case "String": "TextField"
        case "Bool": "Toggle"
        default: nil
        }
    }

    /// The Swift that shows the control, one line per element.
    var lines: [String] {
        switch kind {
        case .button(let title):
            return ["Button(\"\(title)\") {", "    send(.\(event.name))", "}"]
        case .edits(let view, let field, let label):
            let argument = ["Stepper": "value", "TextField": "text", "Toggle": "isOn"][view] ?? "value"
            let binding = "Binding(get: { \(field.declaration) }, set: { send(.\(event.name)(\(label): $0)) })"
            return ["\(view)(\"\(field.title)\", \(argument): \(binding))"]
        case .comment:
            return ["// Send .\(event.selector) from the control that decides it."]
        }
    }
}
