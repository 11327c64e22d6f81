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
    /// How the feature's Assemblers are written; `.struct` unless the spec says otherwise.
    public let assembler: AssemblerFlavor
    /// Where `assembler:` was written, when it was.
    public let assemblerLocation: SourceLocation?
    /// The renderables in spec order.
    public let renderables: [Renderable]
    /// The interactions in spec order; there is always at least one.
    public let interactions: [Interaction]
    /// The navigation destinations in spec order; empty when the feature does not navigate.
    public let destinations: [Destination]

    public init(
        file: SourceFile,
        name: LocatedText,
        assembler: AssemblerFlavor,
        assemblerLocation: SourceLocation?,
        renderables: [Renderable],
        interactions: [Interaction],
        destinations: [Destination]
    ) {
        self.file = file
        self.name = name
        self.assembler = assembler
        self.assemblerLocation = assemblerLocation
        self.renderables = renderables
        self.interactions = interactions
        self.destinations = destinations
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
