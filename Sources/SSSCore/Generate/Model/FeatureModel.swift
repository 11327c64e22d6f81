/// A feature spec with every name the generated code uses worked out, so the templates and the
/// check for clashing names see the same names.
struct FeatureModel: Sendable {
    let spec: FeatureSpec
    /// The feature's name, such as `DiscoveryOne`.
    let name: LocatedText
    let article: String
    let isEnum: Bool
    /// Whether an interaction navigates, which is when the feature has a Navigation.
    let navigates: Bool
    let renderables: [RenderableModel]
    let interactions: [InteractionModel]
    let destinations: [DestinationModel]

    init(_ spec: FeatureSpec) {
        self.spec = spec
        name = spec.name
        article = GeneratedNames.article(for: spec.name.text)
        isEnum = spec.assembler == .enum
        navigates = spec.navigates
        renderables = spec.renderables.map(RenderableModel.init)
        interactions = spec.interactions.map(InteractionModel.init)
        destinations = spec.destinations.map(DestinationModel.init)
    }
}

/// A renderable and the names made from it.
struct RenderableModel: Sendable {
    let name: LocatedText
    let article: String
    /// The screen's local for its view: `bannerView`.
    let view: String
    let fields: [FieldModel]

    init(_ renderable: Renderable) {
        name = renderable.name
        article = GeneratedNames.article(for: renderable.name.text)
        view = GeneratedNames.lowered(renderable.name.text) + "View"
        fields = renderable.fields.map(FieldModel.init)
    }
}

/// One field of a renderable and the names made from it.
struct FieldModel: Sendable {
    let name: LocatedText
    /// The field as a member: `message`, or `` `default` `` for a keyword.
    let member: String
    /// The view's label for it: `messageLabel`.
    let label: String
    let type: SwiftTypeText

    init(_ field: Field) {
        name = field.name
        member = SwiftIdentifier.escaped(field.name.text)
        label = field.name.text + "Label"
        type = SwiftTypeText(field.type.text)
    }
}

/// An interaction and the names made from it.
struct InteractionModel: Sendable {
    let name: LocatedText
    let article: String
    /// The screen's property and initializer parameter: `podBayDoorsInteraction`.
    let property: String
    /// The feature Assembler's stored Assembler: `podBayDoorsInteractionAssembler`.
    let assembler: String
    let renders: [RenderUse]
    let events: [EventModel]
    let navigates: Bool

    init(_ interaction: Interaction) {
        name = interaction.name
        article = GeneratedNames.article(for: interaction.name.text)
        property = GeneratedNames.lowered(interaction.name.text) + "Interaction"
        assembler = property + "Assembler"
        renders = interaction.renders.map(RenderUse.init)
        events = interaction.events.map(EventModel.init)
        navigates = interaction.navigates
    }
}

/// One entry of an interaction's `renders`.
struct RenderUse: Sendable {
    /// The renderable's name where `renders` lists it.
    let entry: LocatedText
    /// The interaction's weak property, the `use(_:)` parameter and the spy in tests: `banner`.
    let property: String
    /// The screen's local for the view: `bannerView`.
    let view: String

    init(_ entry: LocatedText) {
        self.entry = entry
        property = GeneratedNames.property(for: entry.text)
        view = GeneratedNames.lowered(entry.text) + "View"
    }
}

/// A destination of the feature's Navigation and the names made from it.
struct DestinationModel: Sendable {
    let name: LocatedText
    /// The Navigation's stored Assembler and initializer parameter: `helpAssembler`.
    let assembler: String
    let isModal: Bool

    init(_ destination: Destination) {
        name = destination.name
        assembler = GeneratedNames.lowered(destination.name.text) + "Assembler"
        isModal = destination.style == .modal
    }
}
