/// The values the templates of a renderable and of an interaction read; the variables are listed
/// at the top of each template.
enum ComponentContexts {
    /// For `Renderable`, `Rendering` and `View`.
    static func renderable(_ renderable: RenderableModel) -> TemplateValue {
        [
            "name": .string(renderable.name.text),
            "article": .string(renderable.article),
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
        let hasProperties = !interaction.renders.isEmpty || interaction.navigates
        let events = interaction.events.enumerated().map { index, event -> TemplateValue in
            [
                "name": .string(event.member),
                "signature": .string(event.signature),
                "isFirstMember": .bool(index == 0 && !hasProperties),
            ]
        }
        return [
            "feature": .string(feature.name.text),
            "name": .string(interaction.name.text),
            "article": .string(interaction.article),
            "isEnum": .bool(feature.isEnum),
            "navigates": .bool(interaction.navigates),
            "renders": .list(interaction.renders.map { ["name": .string($0.entry.text), "property": .string($0.property)] }),
            "events": .list(events),
            "hasProperties": .bool(hasProperties),
            "hasRequirements": .bool(hasProperties || !interaction.events.isEmpty),
        ]
    }

    /// For `InteractionTests`.
    static func interactionTests(_ interaction: InteractionModel, in feature: FeatureModel, module: String) -> TemplateValue {
        [
            "module": .string(module),
            "feature": .string(feature.name.text),
            "name": .string(interaction.name.text),
            "navigates": .bool(interaction.navigates),
            "hasTests": .bool(interaction.navigates || !interaction.events.isEmpty),
            "renders": .list(interaction.renders.map { ["name": .string($0.entry.text), "spy": .string($0.property)] }),
            "destinations": .list(feature.destinations.map { ["name": .string($0.name.text)] }),
            "events": .list(interaction.events.map { event in
                [
                    "testName": .string(event.testName),
                    "isTestable": .bool(event.sampleCall != nil),
                    "call": .string(event.sampleCall ?? ""),
                    "selector": .string(event.selector),
                    "unsampledType": .string(event.unsampledType ?? ""),
                ]
            }),
        ]
    }
}
