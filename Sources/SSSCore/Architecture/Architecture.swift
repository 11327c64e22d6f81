/// An architecture `sss` knows. Each has its own spec keys and reader, its own generated files, its
/// own lint rules that run by default and its own role names.
///
/// A spec names its architecture with `architecture:`, and so does `.sss.yml`; both default to
/// ``ssa``.
public enum Architecture: String, Sendable, CaseIterable {
    /// Super Simple Architecture, for UIKit: Renderable, Rendering, Interaction, Assembler, Navigation.
    case ssa
    /// SIMPLER, for SwiftUI: Scene, Interface, Model, Pipe, Logic, Event, Resource.
    case simpler
    /// Elements, for UIKit: user interface protocols, interaction responders, observers, use cases.
    case elements

    /// The architecture of a spec or a configuration that does not name one.
    public static let `default` = Architecture.ssa

    /// The architecture's name as people write it: `Super Simple Architecture`.
    public var title: String {
        switch self {
        case .ssa: "Super Simple Architecture"
        case .simpler: "SIMPLER"
        case .elements: "Elements"
        }
    }

    /// The name after "a" or "an", whichever reads right: `an Elements`.
    public var titleWithArticle: String {
        switch self {
        case .elements: "an \(title)"
        case .ssa, .simpler: "a \(title)"
        }
    }

    /// The user-interface framework its generated code is written for.
    public var framework: String {
        switch self {
        case .ssa, .elements: "UIKit"
        case .simpler: "SwiftUI"
        }
    }

    /// The value names, in order, as the `architecture` key's messages list them: `ssa, simpler or elements`.
    public static var choices: String {
        let names = allCases.map(\.rawValue)
        guard let last = names.last else { return "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
