/// The values the SIMPLER source templates read; the variables are listed at the top of each template.
enum SimplerContexts {
    static func model(_ scene: SceneModel) -> TemplateValue {
        .object([
            "feature": .string(scene.name.text),
            "importsFoundation": .bool(scene.fields.contains { $0.type.namesMoreThanTheStandardLibrary }),
            "fields": .list(scene.fields.map { field in
                [
                    "declaration": .string(field.declaration),
                    "type": .string(field.type.text),
                    "initialValue": .string(field.initialValue ?? ""),
                    "comment": .string(field.comment ?? ""),
                ]
            }),
        ])
    }

    static func event(_ scene: SceneModel) -> TemplateValue {
        .object([
            "feature": .string(scene.name.text),
            "importsFoundation": .bool(eventsNeedFoundation(scene)),
            "events": .list(scene.events.map { event in
                let values = event.values.map { "\($0.declaration): \($0.type.text)" }.joined(separator: ", ")
                return [
                    "declaration": .string(event.declaration),
                    "values": .string(values.isEmpty ? "" : "(\(values))"),
                    "comment": .string(event.comment ?? ""),
                ]
            }),
        ])
    }

    static func logic(_ scene: SceneModel) -> TemplateValue {
        .object([
            "feature": .string(scene.name.text),
            "importsFoundation": .bool(eventsNeedFoundation(scene)),
            "events": .list(scene.events.map { event in
                [
                    "declaration": .string(event.declaration),
                    "name": .string(event.name),
                    "parameters": .string(event.values.map { "\($0.declaration): \($0.type.text)" }.joined(separator: ", ")),
                    "assignments": .list(event.assignments.map { ["field": .string($0.field.name), "value": .string($0.value)] }),
                ]
            }),
        ])
    }

    static func store(_ scene: SceneModel) -> TemplateValue {
        let feature = scene.name.text
        let parameters = scene.resources.map { "\($0.resource.property): any \($0.resource.name.text)Resource = Live\($0.resource.name.text)Resource()" }
        return .object([
            "feature": .string(feature),
            "resources": .list(scene.resources.map { ["name": .string($0.resource.name.text), "property": .string($0.resource.property)] }),
            "parameters": .list(parameters.map { ["parameter": .string($0)] }),
            "events": .list(scene.events.map { event in
                [
                    "name": .string(event.name),
                    "bindings": .string(event.values.isEmpty ? "" : "(" + event.values.map { "let \($0.declaration)" }.joined(separator: ", ") + ")"),
                    "arguments": .string(event.values.map { GeneratedNames.argument(label: $0.name, value: $0.declaration) }.joined(separator: ", ")),
                ]
            }),
            "loops": .list(scene.resources.compactMap(\.loop).map { loop in
                [
                    "method": .string(loop.method), "selector": .string(loop.requirement.selector), "stream": .string(loop.stream),
                    "value": .string(loop.value), "event": .string(loop.event), "label": .string(loop.label),
                ]
            }),
        ])
    }

    static func scene(_ scene: SceneModel) -> TemplateValue {
        .object([
            "feature": .string(scene.name.text),
            "interfaces": .list(scene.interfaces.map { interface in
                let arguments = interface.inputs.map { "\(GeneratedNames.callLabel($0.name)): store.model.\($0.name)" }
                    + (interface.sends ? ["send: store.send"] : [])
                return ["lines": lines(ofCall: interface.typeName, arguments)]
            }),
            "loops": .list(scene.resources.compactMap(\.loop).map { ["method": .string($0.method)] }),
            "destinations": .list(scene.spec.destinations.map { destination in
                [
                    "name": .string(destination.name.text),
                    "field": .string(SimplerNames.showingField(for: destination.name.text)),
                    "dismissed": .string(SimplerNames.dismissedEvent(for: destination.name.text)),
                    "isSheet": .bool(destination.style == .sheet),
                ]
            }),
        ])
    }

    static func interface(_ interface: InterfaceModel, in scene: SceneModel) -> TemplateValue {
        let feature = scene.name.text
        let previewArguments = interface.inputs.map { "\(GeneratedNames.callLabel($0.name)): \(feature)Model().\($0.name)" }
            + (interface.sends ? ["send: { _ in }"] : [])
        return .object([
            "feature": .string(feature),
            "typeName": .string(interface.typeName),
            "summary": .string(summary(of: interface, in: feature)),
            "inputs": .list(interface.inputs.map { ["declaration": .string($0.declaration), "type": .string($0.type.text)] }),
            "sends": .bool(interface.sends),
            "hasProperties": .bool(interface.sends || !interface.inputs.isEmpty),
            "rows": .list(interface.shown.map { field in
                let text = field.type.text == "String" ? field.declaration : "String(describing: \(field.declaration))"
                return ["title": .string(field.title), "text": .string(text)]
            }),
            "controls": .list(interface.controls.map { control in
                ["lines": .list(control.lines.map { ["line": .string($0)] })]
            }),
            "preview": lines(ofCall: interface.typeName, previewArguments),
        ])
    }

    static func resource(_ resource: ResourceModel) -> TemplateValue {
        .object([
            "name": .string(resource.name.text),
            "importsFoundation": .bool(resource.needsFoundation),
            "throws": .bool(resource.requirements.contains { $0.body == .throwing }),
            "requirements": .list(resource.requirements.map(requirement)),
        ])
    }

    /// One requirement as the resource and spy templates read it.
    static func requirement(_ requirement: ResourceRequirement) -> TemplateValue {
        var result = ""
        var streamType = ""
        var values = ""
        switch requirement.body {
        case .stream(let element):
            let returned = SwiftTypeSpelling.normalized(requirement.model.requirement.returnType?.text ?? "")
            streamType = returned.hasPrefix("AsyncThrowingStream<") ? "AsyncThrowingStream" : "AsyncStream"
            values = element == nil ? "" : requirement.spyValues
        case .value(let sample):
            result = sample
        case .nothing, .throwing, .unwritable:
            break
        }
        return .object([
            "signature": .string(requirement.model.signature),
            "selector": .string(requirement.model.selector),
            "isStream": .bool(!streamType.isEmpty),
            "streamType": .string(streamType),
            "values": .string(values),
            "result": .string(result),
            "throws": .bool(requirement.body == .throwing),
            "isEmpty": .bool(requirement.body == .nothing),
        ])
    }

    /// A call on one line, or with one argument a line when it has more than two.
    private static func lines(ofCall name: String, _ arguments: [String]) -> TemplateValue {
        let lines = arguments.count > 2
            ? ["\(name)("] + arguments.enumerated().map { "    \($1)" + ($0 == arguments.count - 1 ? "" : ",") } + [")"]
            : ["\(name)(\(arguments.joined(separator: ", ")))"]
        return .list(lines.map { ["line": .string($0)] })
    }

    private static func eventsNeedFoundation(_ scene: SceneModel) -> Bool {
        scene.events.contains { $0.values.contains { $0.type.namesMoreThanTheStandardLibrary } }
    }

    /// The interface's first documentation sentence.
    private static func summary(of interface: InterfaceModel, in feature: String) -> String {
        let names = interface.shown.map { "`\($0.name)`" }
        let shown: String
        switch names.count {
        case 0: shown = ""
        case 1: shown = names[0]
        default: shown = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }
        switch (shown.isEmpty, interface.sends) {
        case (false, false): return "Shows the \(feature) scene's \(shown). It keeps no state of its own."
        case (false, true): return "Shows the \(feature) scene's \(shown), and sends its events. It keeps no state of its own."
        case (true, true): return "Sends the \(feature) scene's events; what follows from each is the logic's to decide."
        case (true, false): return "A view of the \(feature) scene. It keeps no state of its own."
        }
    }
}
