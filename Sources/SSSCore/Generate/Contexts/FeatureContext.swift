/// The value the feature-wide templates read (`Navigation`, `NavigationAssembler`,
/// `ViewController`, `Assembler`); the variables are listed at the top of each template.
enum FeatureContext {
    static func make(_ feature: FeatureModel) -> TemplateValue {
        let hasButtons = feature.interactions.contains { $0.events.contains { !$0.hasParameters } }
        return [
            "feature": .string(feature.name.text),
            "article": .string(feature.article),
            "isEnum": .bool(feature.isEnum),
            "navigates": .bool(feature.navigates),
            "hasButtons": .bool(hasButtons),
            "views": .list(feature.renderables.map { ["name": .string($0.name.text), "view": .string($0.view)] }),
            "interactions": .list(feature.interactions.map(interaction)),
            "destinations": .list(feature.destinations.map { destination in
                [
                    "name": .string(destination.name.text),
                    "assembler": .string(destination.assembler),
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
                    "name": .string(event.member),
                    "hasParameters": .bool(event.hasParameters),
                    "selector": .string(event.selector),
                    "buttonTitle": .string(event.buttonTitle),
                ]
            }),
        ]
    }
}
