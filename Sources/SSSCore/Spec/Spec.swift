/// A spec read without errors, in the architecture it names.
///
/// Each architecture has its own case, its own reader (chosen by ``SpecReader``) and its own
/// planner (chosen by `GenerationPlanner`). Adding an architecture adds a case here, its keys to
/// ``SpecKeys`` and a reader to ``SpecReader``.
public enum Spec: Sendable {
    /// A Super Simple Architecture feature (UIKit).
    case superSimple(FeatureSpec)
    /// A SIMPLER feature (SwiftUI).
    case simpler(SimplerSpec)
    /// An Elements feature (UIKit).
    case elements(ElementsSpec)

    /// The architecture the spec follows.
    public var architecture: Architecture {
        switch self {
        case .superSimple: .ssa
        case .simpler: .simpler
        case .elements: .elements
        }
    }

    /// The file the spec was read from.
    public var file: SourceFile {
        switch self {
        case .superSimple(let spec): spec.file
        case .simpler(let spec): spec.file
        case .elements(let spec): spec.file
        }
    }

    /// The feature's name, as written after `feature:`.
    public var name: LocatedText {
        switch self {
        case .superSimple(let spec): spec.name
        case .simpler(let spec): spec.name
        case .elements(let spec): spec.name
        }
    }

    /// The spec when it is a Super Simple Architecture one.
    public var superSimple: FeatureSpec? {
        if case .superSimple(let spec) = self { return spec }
        return nil
    }

    /// The spec when it is a SIMPLER one.
    public var simpler: SimplerSpec? {
        if case .simpler(let spec) = self { return spec }
        return nil
    }

    /// The spec when it is an Elements one.
    public var elements: ElementsSpec? {
        if case .elements(let spec) = self { return spec }
        return nil
    }
}
