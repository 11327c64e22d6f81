/// A SIMPLER feature and what the generator makes of its spec: the model's fields, the events with
/// what their starter logic does, the interfaces with their inputs and controls, and the resources.
struct SceneModel: Sendable {
    let spec: SimplerSpec
    /// The spec's fields, then one `isShowingD` field per destination.
    let fields: [SceneField]
    /// The spec's events, then one `dDismissed` event per destination.
    let events: [SceneEvent]
    let interfaces: [InterfaceModel]
    /// The resources the feature's store holds, with what the feature sends from each.
    let resources: [ResourceUse]

    var name: LocatedText { spec.name }

    init(_ spec: SimplerSpec, resources directory: [String: ResourceModel]) {
        self.spec = spec
        let destinations = spec.destinations.map { destination in
            SceneField(
                name: SimplerNames.showingField(for: destination.name.text), type: "Bool", initialValue: "false",
                comment: "Whether the \(destination.name.text) scene is \(destination.style == .sheet ? "shown in a sheet" : "pushed").",
                destination: destination
            )
        }
        fields = spec.model.map(SceneField.init) + destinations
        let declared = spec.model.map(SceneField.init)
        let written = spec.events.map { SceneEvent($0, fields: declared, destinations: spec.destinations) }
        events = written + spec.destinations.map(SceneEvent.init(dismissing:))
        interfaces = spec.interfaces.map { InterfaceModel($0, feature: spec.name.text, fields: declared, events: written) }
        resources = spec.resources.compactMap { resource in
            directory[resource.name.text].map { ResourceUse($0, sends: resource.sends, events: spec.events) }
        }
    }
}

/// One stored property of the model.
struct SceneField: Sendable {
    /// As the declaration writes it, in backticks when it is a keyword: `count`.
    let declaration: String
    /// As written in the spec: `count`.
    let name: String
    let type: SwiftTypeText
    /// The literal it starts with; `nil` for an optional field that starts as `nil`.
    let initialValue: String?
    /// A documentation line for a field the generator adds.
    let comment: String?
    /// The destination whose presentation the field holds, for a field the generator adds.
    let destination: SceneDestination?

    init(name: String, type: String, initialValue: String?, comment: String?, destination: SceneDestination?) {
        declaration = SwiftIdentifier.escaped(name)
        self.name = name
        self.type = SwiftTypeText(type)
        self.initialValue = initialValue
        self.comment = comment
        self.destination = destination
    }

    init(_ field: ModelField) {
        self.init(name: field.name.text, type: field.type.text, initialValue: field.initialValue?.text, comment: nil, destination: nil)
    }

    /// The label a control or a row shows for the field: `isLocked` → `Is Locked`.
    var title: String {
        CaseConversion.words(name).map(CaseConversion.upperFirst).joined(separator: " ")
    }
}

/// One event: its case, its logic function and what the starter logic does with it.
struct SceneEvent: Sendable {
    /// As written in the spec (or generated): `setCount`.
    let name: String
    /// In backticks when it is a keyword, for the case and the function's declaration.
    let declaration: String
    /// Each value's name, its name in backticks where a declaration needs them, and its type.
    let values: [(name: String, declaration: String, type: SwiftTypeText)]
    /// What the starter logic sets: a field and the value it takes (a parameter, `true` or `false`).
    let assignments: [(field: SceneField, value: String)]
    /// A documentation line for an event the generator adds.
    let comment: String?

    init(_ event: Event, fields: [SceneField], destinations: [SceneDestination]) {
        name = event.name.text
        declaration = SwiftIdentifier.escaped(name)
        values = event.parameters.map { ($0.name.text, SwiftIdentifier.escaped($0.name.text), SwiftTypeText($0.type.text)) }
        comment = nil
        assignments = Self.assignments(of: event, fields: fields, destinations: destinations)
    }

    init(dismissing destination: SceneDestination) {
        name = SimplerNames.dismissedEvent(for: destination.name.text)
        declaration = name
        values = []
        let field = SceneField(
            name: SimplerNames.showingField(for: destination.name.text), type: "Bool", initialValue: "false", comment: nil, destination: destination
        )
        assignments = [(field, "false")]
        comment = destination.style == .sheet ? "The \(destination.name.text) sheet was dismissed." : "The \(destination.name.text) scene was popped."
    }

    /// What the spec makes plain: a value named like a field of its type sets that field; the one value
    /// of `setCount(value: Int)` sets the field its name ends with (`count`); an event without values
    /// whose name ends with a destination's (`showSettings`) shows that destination.
    private static func assignments(of event: Event, fields: [SceneField], destinations: [SceneDestination]) -> [(field: SceneField, value: String)] {
        let name = event.name.text
        if event.parameters.isEmpty {
            let shown = destinations.filter { name.hasSuffix($0.name.text) && name != $0.name.text }
                .max { $0.name.text.count < $1.name.text.count }
            return shown.map { destination in
                let field = SceneField(
                    name: SimplerNames.showingField(for: destination.name.text), type: "Bool", initialValue: "false", comment: nil, destination: destination
                )
                return [(field, "true")]
            } ?? []
        }
        let byName = event.parameters.compactMap { parameter -> (field: SceneField, value: String)? in
            let type = SwiftTypeSpelling.normalized(parameter.type.text)
            guard let field = fields.first(where: { $0.name == parameter.name.text && SwiftTypeSpelling.normalized($0.type.text) == type }) else { return nil }
            return (field, SwiftIdentifier.escaped(parameter.name.text))
        }
        guard byName.isEmpty, event.parameters.count == 1, let parameter = event.parameters.first else { return byName }
        let type = SwiftTypeSpelling.normalized(parameter.type.text)
        let field = fields.filter { field in
            name.count > field.name.count && name.hasSuffix(CaseConversion.upperFirst(field.name))
                && SwiftTypeSpelling.normalized(field.type.text) == type
        }.max { $0.name.count < $1.name.count }
        return field.map { [($0, SwiftIdentifier.escaped(parameter.name.text))] } ?? []
    }

    /// `setCount(value:)`, as comments name the function.
    var selector: String {
        name + (values.isEmpty ? "" : "(" + values.map { $0.name + ":" }.joined() + ")")
    }
}
