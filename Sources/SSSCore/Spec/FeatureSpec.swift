/// One feature as its spec describes it: what it shows, what it reacts to, where it can go.
///
/// A spec that reads without errors is complete and consistent: names are valid identifiers and
/// unique, every rendered renderable is declared, and a navigation section exists exactly when an
/// interaction navigates.
public struct FeatureSpec: Sendable {
    /// The file the spec was read from.
    public let file: SourceFile
    /// The feature's UpperCamelCase name, such as `DiscoveryOne`.
    public let name: LocatedText
    /// Whether the feature's entry points are `public`; `.internal` unless the spec says otherwise.
    public let access: AccessLevel
    /// How the feature's Assemblers are written; `.struct` unless the spec says otherwise.
    public let assembler: AssemblerFlavor
    /// Where `assembler:` was written, when it was.
    public let assemblerLocation: SourceLocation?
    /// What the screen is opened with, in spec order; empty without `input:`.
    public let inputs: [Input]
    /// Where the `input:` key was written, when it was.
    public let inputLocation: SourceLocation?
    /// Whether the feature's Navigation can close the screen (`closeInterface()`).
    public let closable: Bool
    /// The renderables in spec order.
    public let renderables: [Renderable]
    /// The services the spec declares, in spec order.
    public let services: [Service]
    /// The interactions in spec order; there is always at least one.
    public let interactions: [Interaction]
    /// The navigation destinations in spec order; empty when the feature does not navigate.
    public let destinations: [Destination]

    /// Every part of a spec; see the properties for what each holds.
    public struct Parts: Sendable {
        public var access = AccessLevel.internal
        public var assembler = AssemblerFlavor.struct
        public var assemblerLocation: SourceLocation?
        public var inputs: [Input] = []
        public var inputLocation: SourceLocation?
        public var closable = false
        public var renderables: [Renderable] = []
        public var services: [Service] = []
        public var interactions: [Interaction] = []
        public var destinations: [Destination] = []

        public init() {}
    }

    public init(file: SourceFile, name: LocatedText, parts: Parts) {
        self.file = file
        self.name = name
        access = parts.access
        assembler = parts.assembler
        assemblerLocation = parts.assemblerLocation
        inputs = parts.inputs
        inputLocation = parts.inputLocation
        closable = parts.closable
        renderables = parts.renderables
        services = parts.services
        interactions = parts.interactions
        destinations = parts.destinations
    }

    /// Whether any interaction navigates, which is when the feature has a Navigation.
    public var navigates: Bool { interactions.contains(where: \.navigates) }

    /// The renderable called `name`, if the spec declares one.
    public func renderable(named name: String) -> Renderable? {
        renderables.first { $0.name.text == name }
    }
}

/// How a feature's Assemblers are written.
public enum AssemblerFlavor: String, Sendable, CaseIterable {
    /// A struct with an `XAssembling` protocol, storing the Assemblers it uses (injectable).
    case `struct`
    /// A caseless enum with `static func assemble()`, calling other Assemblers statically.
    case `enum`
}

/// Who can use a feature's entry points.
public enum AccessLevel: String, Sendable, CaseIterable {
    /// The module that holds the feature only.
    case `internal`
    /// Other modules too: an app target can assemble a feature of a framework target.
    case `public`
}
