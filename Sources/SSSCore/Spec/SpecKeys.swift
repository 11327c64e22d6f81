/// The keys of one architecture's spec. Every spec may also say which architecture it follows
/// (``common``); a key of another architecture's spec is refused with a message naming that
/// architecture.
public struct SpecKeys: Sendable {
    /// The architecture whose specs take these keys.
    public let architecture: Architecture
    /// The keys a spec may have at its top level besides ``common``, in the order the documentation
    /// lists them.
    public let topLevel: [String]
    /// The keys inside one interaction; Super Simple Architecture's only.
    public let interaction: [String]

    /// The keys every spec may have, whatever its architecture.
    public static let common = [ArchitectureKey.name]

    public static let superSimple = SpecKeys(
        architecture: .ssa,
        topLevel: ["feature", "access", "assembler", "input", "closable", "renderables", "services", "interactions", "navigation"],
        interaction: InteractionsReader.keys
    )

    public static let simpler = SpecKeys(
        architecture: .simpler,
        topLevel: ["feature", "model", "events", "interfaces", "resources", "navigation"],
        interaction: []
    )

    public static let elements = SpecKeys(
        architecture: .elements,
        topLevel: ["feature", "state", "userInterface", "interactions", "observes", "useCases"],
        interaction: []
    )

    /// The keys of `architecture`'s specs.
    public static func of(_ architecture: Architecture) -> SpecKeys {
        switch architecture {
        case .ssa: superSimple
        case .simpler: simpler
        case .elements: elements
        }
    }

    /// Every key a spec of this architecture may have at its top level.
    public var allowed: [String] {
        Self.common + topLevel
    }

    /// Reports every top-level key of `root` that a spec of this architecture does not take: a key of
    /// another architecture's spec says whose it is, any other gets a "did you mean".
    ///
    /// `declared` is where the spec named its architecture, `nil` when it took the default.
    func rejectUnknownKeys(of root: DocumentMapping, declared: DocumentEntry?, into checker: inout DocumentChecker) {
        let allowed = allowed
        for entry in root.entries where !allowed.contains(entry.key.name) {
            let key = entry.key.name
            let owners = Architecture.allCases.filter { $0 != architecture && Self.of($0).topLevel.contains(key) }
            guard let first = owners.first else {
                checker.rejectUnknownKeys(of: DocumentMapping(entries: [entry], location: root.location), allowed: allowed)
                continue
            }
            let whose = owners.map(\.title).joined(separator: " and ")
            let message = declared == nil
                ? "'\(key)' is a key of \(whose) specs, and without 'architecture:' this is \(architecture.titleWithArticle) spec; write 'architecture: \(first.rawValue)' to describe \(first.titleWithArticle) feature"
                : "'\(key)' is a key of \(whose) specs; \(architecture.titleWithArticle) spec ('architecture: \(architecture.rawValue)') does not take it"
            checker.error(message, at: entry.key.location)
        }
    }
}
