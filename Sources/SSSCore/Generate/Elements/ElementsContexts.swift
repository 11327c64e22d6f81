/// The values the Elements source templates read; the variables are listed at the top of each template.
enum ElementsContexts {
    static func userInterface(_ screen: ElementsScreen) -> TemplateValue {
        .object([
            "feature": .string(screen.feature),
            "requirements": requirements(screen.userInterface),
        ])
    }

    static func viewState(_ screen: ElementsScreen) -> TemplateValue {
        .object([
            "feature": .string(screen.feature),
            "importsFoundation": .bool(screen.fields.contains { $0.type.namesMoreThanTheStandardLibrary }),
            "fields": .list(screen.fields.map { field in
                ["declaration": .string(field.declaration), "type": .string(field.type.text), "initialValue": .string(field.initialValue ?? "")]
            }),
        ])
    }

    static func ixResponder(_ screen: ElementsScreen) -> TemplateValue {
        .object([
            "feature": .string(screen.feature),
            "importsFoundation": .bool(screen.interactions.contains { $0.model.needsFoundation }),
            "requirements": requirements(screen.interactions.map(\.model)),
        ])
    }

    static func observer(_ screen: ElementsScreen) -> TemplateValue {
        .object([
            "feature": .string(screen.feature),
            "importsFoundation": .bool(screen.observes.contains { $0.model.needsFoundation }),
            "requirements": requirements(screen.observes.map(\.model)),
        ])
    }

    static func rootView(_ screen: ElementsScreen) -> TemplateValue {
        let controls = screen.controls
        return .object([
            "feature": .string(screen.feature),
            "controls": .list(controls.controls.map { control in
                [
                    "property": .string(control.property),
                    "isLabel": .bool(control.kind == .label),
                    "isTextField": .bool(control.kind == .textField),
                    "isSwitch": .bool(control.kind == .toggle),
                    "isButton": .bool(control.kind == .button),
                    "isIndicator": .bool(control.kind == .activityIndicator),
                    "title": .string(control.title),
                ]
            }),
            "hasSwitches": .bool(controls.controls.contains { $0.kind == .toggle }),
            "wiring": .list(controls.wiring.map { wiring in
                switch wiring {
                case .button(let property, let actionLines):
                    ["isButton": true, "property": .string(property), "lines": lines(actionLines), "selector": ""]
                case .byHand(let selector):
                    ["isButton": false, "property": "", "lines": .list([]), "selector": .string(selector)]
                }
            }),
            "render": lines(controls.renderLines),
            "requirements": requirements(screen.userInterface),
        ])
    }

    static func viewController(_ screen: ElementsScreen) -> TemplateValue {
        var properties: [(name: String, type: String)] = []
        if screen.hasObserver { properties.append(("observer", "any Observer")) }
        properties += screen.useCases.map { ($0.maker, $0.name.text + "UseCaseFactory") }
        var parameters = ["userInterface: any \(screen.feature)UserInterfaceView"]
        if screen.hasObserver { parameters.append("observer: any Observer") }
        parameters += screen.useCases.map { "\($0.maker): @escaping \($0.name.text)UseCaseFactory" }
        return .object([
            "feature": .string(screen.feature),
            "observes": .bool(screen.hasObserver),
            "opening": lines(parameters.count == 1
                ? ["init(\(parameters[0])) {"]
                : ["init("] + parameters.enumerated().map { "    \($1)" + ($0 == parameters.count - 1 ? "" : ",") } + [") {"]),
            "hasUseCases": .bool(!screen.useCases.isEmpty),
            "properties": .list(properties.map { ["declaration": .string("\($0.name): \($0.type)"), "name": .string($0.name)] }),
            "interactions": .list(screen.interactions.map { method in
                ["signature": .string(method.model.signature), "lines": lines(starterLines(of: method, in: screen, isObserved: false))]
            }),
            "observed": .list(screen.observes.map { method in
                ["signature": .string(method.model.signature), "lines": lines(starterLines(of: method, in: screen, isObserved: true))]
            }),
        ])
    }

    static func dependencyContainer(_ screen: ElementsScreen) -> TemplateValue {
        var arguments = ["userInterface: userInterface"]
        if screen.hasObserver { arguments.append("observer: observer") }
        arguments += screen.useCases.map { "\($0.maker): \($0.maker)" }
        return .object([
            "feature": .string(screen.feature),
            "observes": .bool(screen.hasObserver),
            "arguments": lines(arguments),
            "useCases": .list(screen.useCases.map { useCase in
                [
                    "name": .string(useCase.name.text), "maker": .string(useCase.maker),
                    "parameters": .string(useCase.parameters), "construction": .string(useCase.construction),
                ]
            }),
        ])
    }

    static func useCase(_ useCase: ElementsUseCase) -> TemplateValue {
        .object([
            "name": .string(useCase.name.text),
            "importsFoundation": .bool(useCase.needsFoundation),
            "factoryType": .string(useCase.factoryType),
            "inputs": .list(useCase.spec.inputs.map { input in
                ["declaration": .string(SwiftIdentifier.escaped(input.name.text)), "name": .string(input.name.text), "type": .string(input.type.text)]
            }),
            "parameters": .string(useCase.parameters),
        ])
    }

    /// What the view controller's method does to begin with: starts the use case it is named after,
    /// renders the view state it is given, or says what is left to decide.
    static func starterLines(of method: ElementsMethod, in screen: ElementsScreen, isObserved: Bool) -> [String] {
        let parameters = Set(method.model.requirement.parameters.map(\.name.text))
        func member(_ name: String) -> String {
            parameters.contains(name) ? "self." + name : name
        }
        switch method.action {
        case .starts(let useCase, let arguments):
            return ["\(member(useCase.maker))(\(arguments.joined(separator: ", "))).start()"]
        case .makesByHand(let useCase):
            return ["// Make a \(useCase.name.text) use case with \(useCase.maker)(…), giving it what its", "// factory takes, and start it."]
        case .renders(let state):
            return ["\(member("userInterface")).render(newState: \(state))"]
        case .none where isObserved:
            return ["// Tell userInterface what \(method.selector) changes on the screen."]
        case .none where screen.useCases.isEmpty:
            return ["// Decide what \(method.selector) means, and tell userInterface what to show."]
        case .none:
            return ["// Decide what \(method.selector) means: start a use case made by one of the", "// factories, or tell userInterface what to show."]
        }
    }

    private static func requirements(_ models: [RequirementModel]) -> TemplateValue {
        .list(models.map { ["signature": .string($0.signature), "selector": .string($0.selector)] })
    }

    static func lines(_ lines: [String]) -> TemplateValue {
        .list(lines.map { ["line": .string($0)] })
    }
}
