/// A feature spec with every name the generated code uses worked out, so the templates and the
/// check for clashing names see the same names.
struct FeatureModel: Sendable {
    let spec: FeatureSpec
    /// The feature's name, such as `DiscoveryOne`.
    let name: LocatedText
    let article: String
    let isEnum: Bool
    let isPublic: Bool
    /// Whether an interaction navigates, which is when the feature has a Navigation.
    let navigates: Bool
    let closable: Bool
    let inputs: [InputModel]
    let renderables: [RenderableModel]
    /// The services this spec declares.
    let services: [ServiceModel]
    let interactions: [InteractionModel]
    let destinations: [DestinationModel]

    /// The model of `spec`; `directory` holds the services of every spec of the run, which its
    /// interactions may use by name.
    init(_ spec: FeatureSpec, services directory: ServiceDirectory) {
        self.spec = spec
        name = spec.name
        article = GeneratedNames.article(for: spec.name.text)
        isEnum = spec.assembler == .enum
        isPublic = spec.access == .public
        navigates = spec.navigates
        closable = spec.closable
        inputs = spec.inputs.map(InputModel.init)
        renderables = spec.renderables.map(RenderableModel.init)
        services = spec.services.map { ServiceModel($0, in: spec) }
        let destinations = spec.destinations.map(DestinationModel.init)
        self.destinations = destinations
        interactions = spec.interactions.map { interaction in
            InteractionModel(interaction, in: spec, services: directory, destinations: destinations)
        }
    }

    /// `public ` when the feature's entry points are public, otherwise nothing.
    var accessPrefix: String { isPublic ? "public " : "" }
}

/// The services of every spec of one run, by name; the first declaration of a name counts.
struct ServiceDirectory: Sendable {
    private var services: [String: ServiceModel] = [:]

    init(_ specs: [FeatureSpec]) {
        for spec in specs {
            for service in spec.services where services[service.name.text] == nil {
                services[service.name.text] = ServiceModel(service, in: spec)
            }
        }
    }

    subscript(name: String) -> ServiceModel? { services[name] }

    var names: [String] { services.keys.sorted() }
}

/// One input of a feature, or one argument of a destination, and the names made from it.
struct InputModel: Sendable {
    let input: Input
    /// The name as a member or parameter: `product`, or `` `default` `` for a keyword.
    let member: String
    /// The label as a call writes it.
    let label: String
    let type: SwiftTypeText

    init(_ input: Input) {
        self.input = input
        member = SwiftIdentifier.escaped(input.name.text)
        label = GeneratedNames.callLabel(input.name.text)
        type = SwiftTypeText(input.type.text)
    }

    /// `product: Product`.
    var declaration: String { "\(member): \(type.text)" }

    /// `product: product`, passing a value of the same name on.
    var passedOn: String { "\(label): \(member)" }
}

extension [InputModel] {
    /// The parameter list: `product: Product, index: Int`.
    var declarations: String { map(\.declaration).joined(separator: ", ") }
    /// The arguments that pass each value on: `product: product, index: index`.
    var passedOn: String { map(\.passedOn).joined(separator: ", ") }
    /// The arguments with a sample value each, or `nil` when a type has none.
    var sampleArguments: String? {
        sampleArgumentList?.joined(separator: ", ")
    }

    /// Each argument with a sample value (`index: 0`), or `nil` when a type has none.
    var sampleArgumentList: [String]? {
        var arguments: [String] = []
        for input in self {
            guard let sample = input.type.sampleValue else { return nil }
            arguments.append("\(input.label): \(sample)")
        }
        return arguments
    }

    /// The first type without a sample value.
    var unsampledType: String? {
        first { $0.type.sampleValue == nil }?.type.text
    }

    var needsFoundation: Bool {
        contains { $0.type.namesMoreThanTheStandardLibrary }
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

/// A destination of the feature's Navigation and the names made from it.
struct DestinationModel: Sendable {
    let destination: Destination
    let name: LocatedText
    /// The Navigation's stored Assembler and initializer parameter: `helpAssembler`.
    let assembler: String
    let isModal: Bool
    let arguments: [InputModel]

    init(_ destination: Destination) {
        self.destination = destination
        name = destination.name
        assembler = GeneratedNames.lowered(destination.name.text) + "Assembler"
        isModal = destination.style == .modal
        arguments = destination.arguments.map(InputModel.init)
    }

    /// `presentHelpInterface`.
    var method: String { "present\(name.text)Interface" }
}
