/// What a screen does in response to events; gives `NInteracting`, `NInteraction` and
/// `NInteractionAssembler`.
public struct Interaction: Sendable {
    /// The UpperCamelCase name, such as `PodBayDoors`.
    public let name: LocatedText
    /// The renderables whose Renderings it calls, in spec order; each is declared in the spec.
    public let renders: [LocatedText]
    /// The services it is given, in spec order; each is declared by a spec of the same run.
    public let uses: [LocatedText]
    /// The events it is told about, in spec order.
    public let events: [Event]
    /// Whether it owns the feature's Navigation.
    public let navigates: Bool
    /// Where `navigates:` was written, when it was.
    public let navigatesLocation: SourceLocation?

    public init(
        name: LocatedText,
        renders: [LocatedText],
        uses: [LocatedText] = [],
        events: [Event],
        navigates: Bool,
        navigatesLocation: SourceLocation?
    ) {
        self.name = name
        self.renders = renders
        self.uses = uses
        self.events = events
        self.navigates = navigates
        self.navigatesLocation = navigatesLocation
    }
}
