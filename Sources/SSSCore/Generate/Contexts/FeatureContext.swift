/// The value the feature-wide templates read (`Navigation`, `NavigationAssembler`,
/// `ViewController`, `Assembler`); the variables are listed at the top of each template.
enum FeatureContext {
    static func make(_ feature: FeatureModel) -> TemplateValue {
        let controls = feature.interactions.flatMap(\.events).map(\.control)
        return [
            "feature": .string(feature.name.text),
            "article": .string(feature.article),
            "access": .string(feature.accessPrefix),
            "isPublic": .bool(feature.isPublic),
            "isEnum": .bool(feature.isEnum),
            "navigates": .bool(feature.navigates),
            "closable": .bool(feature.closable),
            "injects": .bool(!feature.isEnum && !feature.destinations.isEmpty),
            "hasButtons": .bool(controls.contains(.button)),
            "hasTextFields": .bool(controls.contains(.textField)),
            "hasSwitches": .bool(controls.contains(.toggle)),
            "inputs": .string(feature.inputs.declarations),
            "inputArguments": .string(feature.inputs.passedOn),
            "views": .list(feature.renderables.map { ["name": .string($0.name.text), "view": .string($0.view)] }),
            "interactions": .list(feature.interactions.map(interaction)),
            "lifecycle": .list(lifecycle(of: feature)),
            "destinations": .list(feature.destinations.map { destination in
                [
                    "name": .string(destination.name.text),
                    "assembler": .string(destination.assembler),
                    "method": .string(destination.method),
                    "parameters": .string(destination.arguments.declarations),
                    "arguments": .string(destination.arguments.passedOn),
                    "isModal": .bool(destination.isModal),
                ]
            }),
        ]
    }

    private static func interaction(_ interaction: InteractionModel) -> TemplateValue {
        [
            "name": .string(interaction.name.text),
            "property": .string(interaction.property),
            "assembler": .string(interaction.assembler),
            "navigates": .bool(interaction.navigates),
            "uses": .list(interaction.renders.map { ["view": .string($0.view)] }),
            "events": .list(interaction.events.map { event in
                [
                    "isButton": .bool(event.control == .button),
                    "isTextField": .bool(event.control == .textField),
                    "isSwitch": .bool(event.control == .toggle),
                    "isComment": .bool(event.control == .none && event.lifecycleMethod == nil),
                    "title": .string(event.title),
                    "action": .string(action(for: event, of: interaction)),
                    "selector": .string(event.selector),
                ]
            }),
        ]
    }

    /// What a control runs: the call through `self?`, inside a task when the event is `async`.
    private static func action(for event: EventModel, of interaction: InteractionModel) -> String {
        let call: String
        switch event.control {
        case .textField: call = event.call(with: "text")
        case .toggle: call = event.call(with: "isOn")
        case .button, .none: call = "\(event.member)()"
        }
        let line = "self?.\(interaction.property).\(call)"
        return event.isAsync ? "Task { await \(line) }" : line
    }

    /// The lifecycle methods the screen overrides, in the order UIKit calls them, each calling the
    /// events that come from it in spec order.
    private static func lifecycle(of feature: FeatureModel) -> [TemplateValue] {
        Event.lifecycleMethods.compactMap { entry -> TemplateValue? in
            let calls = feature.interactions.flatMap { interaction in
                interaction.events.filter { $0.lifecycleMethod == entry.method }.map { event in
                    let call = "\(interaction.property).\(event.member)()"
                    return event.isAsync ? "Task { await \(call) }" : call
                }
            }
            guard !calls.isEmpty else { return nil }
            let isLoad = entry.method == "viewDidLoad"
            return [
                "declaration": .string(isLoad ? "viewDidLoad()" : "\(entry.method)(_ animated: Bool)"),
                "superCall": .string(isLoad ? "super.viewDidLoad()" : "super.\(entry.method)(animated)"),
                "calls": .list(calls.map { ["line": .string($0)] }),
            ]
        }
    }
}
