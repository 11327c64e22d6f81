/// An interaction and the names made from it, with what its starter code does for each event.
struct InteractionModel: Sendable {
    let name: LocatedText
    let article: String
    /// The screen's property and initializer parameter: `podBayDoorsInteraction`.
    let property: String
    /// The feature Assembler's stored Assembler: `podBayDoorsInteractionAssembler`.
    let assembler: String
    let renders: [RenderUse]
    /// The services it uses, in `uses` order; names no spec of the run declares are left out (and
    /// reported by ``ServiceCheck``).
    let services: [ServiceModel]
    /// The entries of `uses`, as written.
    let uses: [LocatedText]
    /// The entries of `uses` that name a service, in the order of ``services``.
    let serviceEntries: [LocatedText]
    /// The feature's inputs, which the interaction is built with.
    let inputs: [InputModel]
    let events: [EventModel]
    /// What the starter code does for each event, in the order of `events`.
    let actions: [StarterAction]
    let navigates: Bool
    /// Whether its Navigation can close the screen.
    let closes: Bool

    init(_ interaction: Interaction, in spec: FeatureSpec, services: ServiceDirectory, destinations: [DestinationModel]) {
        name = interaction.name
        article = GeneratedNames.article(for: interaction.name.text)
        property = GeneratedNames.lowered(interaction.name.text) + "Interaction"
        assembler = property + "Assembler"
        renders = interaction.renders.map(RenderUse.init)
        uses = interaction.uses
        let resolved = interaction.uses.compactMap { entry in services[entry.text].map { (entry, $0) } }
        self.services = resolved.map(\.1)
        serviceEntries = resolved.map(\.0)
        inputs = spec.inputs.map(InputModel.init)
        navigates = interaction.navigates
        closes = interaction.navigates && spec.closable
        var events = interaction.events.map(EventModel.init)
        for index in events.indices where interaction.events.filter({ $0.name.text == events[index].name.text }).count > 1 {
            events[index].testName = GeneratedNames.testName(forOverload: events[index].event)
        }
        self.events = events
        let context = StarterAction.Circumstances(
            navigates: navigates, closes: closes, services: self.services,
            destinations: interaction.navigates ? destinations : []
        )
        actions = events.map { StarterAction.choose(for: $0.event, in: context) }
    }

    /// Whether anything is injected through the initializer.
    var hasInitializer: Bool { !inputs.isEmpty || !services.isEmpty || navigates }

    /// Whether the initializer is written one parameter per line: when the spec decides what it
    /// takes (inputs or services), as other spec-driven lists are.
    var hasLongInitializer: Bool { !inputs.isEmpty || !services.isEmpty }
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

/// What an interaction's starter code does when it is told about an event. Most events get a
/// comment saying what to decide; a few do what their names and the spec make plain.
enum StarterAction: Sendable {
    /// Nothing yet: a comment says what to decide.
    case nothing
    /// `didLoad` asks a service for its data: the first parameterless requirement of the first
    /// service that has one.
    case load(service: ServiceModel, requirement: RequirementModel)
    /// Closes the screen: a parameterless event whose name ends in `Done`, `Cancel`, `Close` or
    /// `Dismiss`, in a closable feature.
    case close
    /// Shows a destination: one whose arguments are the event's parameters (same labels, same
    /// types), or, for a parameterless event whose name ends with the destination's name
    /// (`didTapSettings`), one that takes no arguments.
    case present(DestinationModel)

    struct Circumstances {
        let navigates: Bool
        let closes: Bool
        let services: [ServiceModel]
        let destinations: [DestinationModel]
    }

    static let closingWords: Set<String> = ["Done", "Cancel", "Close", "Dismiss"]

    static func choose(for event: Event, in context: Circumstances) -> StarterAction {
        if event.isLifecycle {
            guard event.name.text == "didLoad" else { return .nothing }
            for service in context.services {
                if let requirement = service.loadingRequirement { return .load(service: service, requirement: requirement) }
            }
            return .nothing
        }
        guard context.navigates else { return .nothing }
        if event.parameters.isEmpty, context.closes, let last = CaseConversion.words(event.name.text).last,
           closingWords.contains(CaseConversion.upperFirst(last)), event.name.text != last {
            return .close
        }
        let destination = context.destinations.first { destination in
            if event.parameters.isEmpty {
                return destination.arguments.isEmpty && event.name.text.hasSuffix(destination.name.text)
                    && event.name.text.count > destination.name.text.count
            }
            let parameters = event.parameters.map { "\($0.argumentLabel): \(SwiftTypeSpelling.normalized($0.type.text))" }
            return parameters == destination.arguments.map { "\($0.input.name.text): \(SwiftTypeSpelling.normalized($0.type.text))" }
        }
        return destination.map(StarterAction.present) ?? .nothing
    }

    /// The call of the destination's present method that passes the event's parameters on.
    static func presentCall(_ destination: DestinationModel, for event: Event) -> String {
        let arguments = zip(destination.arguments, event.parameters).map { argument, parameter in
            "\(argument.label): \(SwiftIdentifier.escaped(parameter.name.text))"
        }
        return "navigation.\(destination.method)(\(arguments.joined(separator: ", ")))"
    }
}
