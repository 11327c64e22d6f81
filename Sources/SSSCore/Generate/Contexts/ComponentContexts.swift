/// The values the templates of a renderable, an interaction and a service read; the variables are
/// listed at the top of each template.
enum ComponentContexts {
    /// For `Renderable`, `Rendering` and `View`.
    static func renderable(_ renderable: RenderableModel, in feature: FeatureModel) -> TemplateValue {
        [
            "name": .string(renderable.name.text),
            "article": .string(renderable.article),
            "access": .string(feature.accessPrefix),
            "isPublic": .bool(feature.isPublic),
            "importsFoundation": .bool(renderable.fields.contains { $0.type.namesMoreThanTheStandardLibrary }),
            "fields": .list(renderable.fields.map { field in
                [
                    "name": .string(field.member),
                    "type": .string(field.type.text),
                    "label": .string(field.label),
                    "showsText": .bool(field.type.isText),
                    "isOptional": .bool(field.type.isOptional),
                ]
            }),
        ]
    }

    /// For `Interaction` and `InteractionAssembler`.
    static func interaction(_ interaction: InteractionModel, in feature: FeatureModel) -> TemplateValue {
        let hasProperties = !interaction.renders.isEmpty || interaction.hasInitializer
        let events = zip(interaction.events, interaction.actions).enumerated().map { index, pair -> TemplateValue in
            [
                "name": .string(pair.0.member),
                "signature": .string(pair.0.signature),
                "isFirstMember": .bool(index == 0 && interaction.renders.isEmpty && !interaction.navigates),
                "body": .list(StarterCode.body(of: pair.0, doing: pair.1, navigates: interaction.navigates).map { ["line": .string($0)] }),
            ]
        }
        var stored: [String] = interaction.inputs.map { "private let \($0.declaration)" }
        stored += interaction.services.map { "private let \($0.property): any \($0.name.text)Providing" }
        var parameters: [(String, String)] = interaction.inputs.map { ($0.member, $0.declaration) }
        parameters += interaction.services.map { ($0.property, "\($0.property): any \($0.name.text)Providing") }
        if interaction.navigates {
            stored.append("private let navigation: any \(feature.name.text)Navigating")
            parameters.append(("navigation", "navigation: any \(feature.name.text)Navigating"))
        }
        let needsFoundation = interaction.inputs.needsFoundation || interaction.events.contains(where: \.needsFoundation)
        var context: [String: TemplateValue] = [
            "feature": .string(feature.name.text),
            "name": .string(interaction.name.text),
            "article": .string(interaction.article),
            "access": .string(feature.accessPrefix),
            "isPublic": .bool(feature.isPublic),
            "isEnum": .bool(feature.isEnum),
            "importsFoundation": .bool(needsFoundation),
            "navigates": .bool(interaction.navigates),
            "renders": .list(interaction.renders.map { ["name": .string($0.entry.text), "property": .string($0.property)] }),
            "stored": .list(stored.map { ["declaration": .string($0)] }),
            "initParameters": .list(parameters.map { ["name": .string($0.0), "declaration": .string($0.1)] }),
            "longInitializer": .bool(interaction.hasLongInitializer),
            "events": .list(events),
            "hasProperties": .bool(hasProperties),
            "hasRequirements": .bool(!interaction.renders.isEmpty || interaction.navigates || !interaction.events.isEmpty),
        ]
        context.merge(assemblerValues(interaction, in: feature)) { first, _ in first }
        return .object(context)
    }

    /// The values only `InteractionAssembler` reads.
    private static func assemblerValues(_ interaction: InteractionModel, in feature: FeatureModel) -> [String: TemplateValue] {
        var dependencies: [TemplateValue] = []
        var arguments = interaction.inputs.map(\.passedOn)
        for service in interaction.services {
            let make = service.isEnum ? "\(service.name.text)ServiceAssembler.assemble()" : "\(service.assembler).assemble()"
            arguments.append("\(service.label): \(make)")
            dependencies.append([
                "property": .string(service.assembler),
                "type": .string("\(service.name.text)ServiceAssembling"),
                "make": .string("\(service.name.text)ServiceAssembler()"),
            ])
        }
        if interaction.navigates {
            let name = feature.name.text
            arguments.append("navigation: " + (feature.isEnum ? "\(name)NavigationAssembler.assemble()" : "navigationAssembler.assemble()"))
            dependencies.append([
                "property": .string("navigationAssembler"),
                "type": .string("\(name)NavigationAssembling"),
                "make": .string("\(name)NavigationAssembler()"),
            ])
        }
        var owned: [String] = []
        if !interaction.inputs.isEmpty { owned.append("the screen's input") }
        if !interaction.services.isEmpty { owned.append(interaction.services.count == 1 ? "the service it uses" : "the services it uses") }
        if interaction.navigates { owned.append("the navigation it owns") }
        let with = owned.isEmpty ? "" : " with " + ListPhrase.joined(owned)
        return [
            "assemblerImportsFoundation": .bool(interaction.inputs.needsFoundation),
            "summary": .string("Builds \(interaction.article) `\(interaction.name.text)Interaction`\(with)."),
            "inputs": .string(interaction.inputs.declarations),
            "dependencies": .list(feature.isEnum ? [] : dependencies),
            "longDependencies": .bool(!interaction.services.isEmpty),
            "call": .list(call(of: interaction, arguments: arguments).map { ["line": .string($0)] }),
        ]
    }

    /// `XInteraction(…)`, one argument per line when the spec decides them.
    private static func call(of interaction: InteractionModel, arguments: [String]) -> [String] {
        let type = "\(interaction.name.text)Interaction"
        guard interaction.hasLongInitializer else { return ["\(type)(\(arguments.joined(separator: ", ")))"] }
        return ["\(type)("] + arguments.enumerated().map { "    \($1)" + ($0 == arguments.count - 1 ? "" : ",") } + [")"]
    }

    /// For `Providing`, `Service` and `ServiceAssembler`.
    static func service(_ service: ServiceModel) -> TemplateValue {
        [
            "name": .string(service.name.text),
            "article": .string(GeneratedNames.article(for: service.name.text)),
            "access": .string(service.isPublic ? "public " : ""),
            "isPublic": .bool(service.isPublic),
            "isEnum": .bool(service.isEnum),
            "importsFoundation": .bool(service.needsFoundation),
            "throws": .bool(service.requirements.contains { $0.requirement.isThrowing }),
            "requirements": .list(service.requirements.map { requirement in
                [
                    "signature": .string(requirement.signature),
                    "selector": .string(requirement.selector),
                    "isThrowing": .bool(requirement.requirement.isThrowing),
                    "result": .string(requirement.sampleResult ?? ""),
                ]
            }),
        ]
    }
}

/// Joins phrases as prose does: `a`, `a and b`, `a, b and c`.
enum ListPhrase {
    static func joined(_ phrases: [String]) -> String {
        guard let last = phrases.last else { return "" }
        return phrases.count == 1 ? last : phrases.dropLast().joined(separator: ", ") + " and " + last
    }
}
