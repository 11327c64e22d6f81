/// Reads a Super Simple Architecture spec into a ``FeatureSpec``, checking everything the generator
/// relies on. ``SpecReader`` reads specs of every architecture and hands this one the top-level
/// mapping of a spec that follows Super Simple Architecture.
public struct FeatureSpecReader: Sendable {
    /// The keys a spec may have at its top level.
    public static let keys = SpecKeys.superSimple.allowed

    public init() {}

    /// The Super Simple Architecture spec in `file`.
    ///
    /// - Throws: every problem found, sorted by position; a spec of another architecture is an error
    ///   at its `architecture` key.
    public func read(_ file: SourceFile) throws(DiagnosticError) -> FeatureSpec {
        let spec = try SpecReader().read(file)
        guard let superSimple = spec.superSimple else {
            throw DiagnosticError(.error("expected \(Architecture.ssa.titleWithArticle) spec, found \(spec.architecture.titleWithArticle) spec", at: spec.name.location))
        }
        return superSimple
    }

    /// The spec whose top level is `root`, or `nil` when a required part is missing; the unknown
    /// keys are reported by ``SpecReader``.
    func read(_ root: DocumentMapping, in file: SourceFile, into checker: inout DocumentChecker) -> FeatureSpec? {
        let text = SourceText(file: file)
        let start = SourceLocation(file: file, offset: root.location.offset, length: 0)
        let name = Self.readName(root["feature"], missingAt: start, into: &checker)
        var parts = FeatureSpec.Parts()
        if let entry = root["access"],
           let access = checker.choice(entry.value, among: AccessLevel.allCases.map(\.rawValue), "'access' expects internal or public", key: entry.key.location) {
            parts.access = AccessLevel(rawValue: access) ?? .internal
        }
        if let entry = root["assembler"],
           let flavor = checker.choice(entry.value, among: AssemblerFlavor.allCases.map(\.rawValue), "'assembler' expects struct or enum", key: entry.key.location) {
            parts.assembler = AssemblerFlavor(rawValue: flavor) ?? .struct
            parts.assemblerLocation = entry.value.location
        }
        if let entry = root["input"] {
            parts.inputs = InputReader(text: text).read(entry, into: &checker)
            parts.inputLocation = entry.key.location
        }
        if let entry = root["closable"] {
            parts.closable = checker.bool(entry.value, "'closable' expects true or false", key: entry.key.location) ?? false
        }
        parts.renderables = root["renderables"].map { RenderablesReader(text: text).read($0, into: &checker) } ?? []
        parts.services = root["services"].map { ServicesReader(text: text).read($0, into: &checker) } ?? []
        if let entry = root["interactions"] {
            parts.interactions = InteractionsReader(text: text).read(entry, into: &checker)
        } else {
            checker.error("missing required key 'interactions'; a feature needs at least one interaction", at: start)
        }
        parts.destinations = root["navigation"].map { NavigationReader(text: text).read($0, into: &checker) } ?? []
        let declared = Set(Self.declaredRenderables(in: root))
        for interaction in parts.interactions {
            checkRenders(of: interaction, declared: declared, into: &checker)
        }
        NavigationCheck(root: root).check(parts.interactions, closable: parts.closable, into: &checker)
        guard let name else { return nil }
        return FeatureSpec(file: file, name: name, parts: parts)
    }

    /// The feature's name under `feature:`, or `nil` after reporting it missing or invalid.
    static func readName(_ entry: DocumentEntry?, missingAt start: SourceLocation, into checker: inout DocumentChecker) -> LocatedText? {
        guard let entry else {
            checker.error("missing required key 'feature'", at: start)
            return nil
        }
        guard let scalar = checker.scalar(entry.value, "'feature' expects the feature's name", key: entry.key.location) else { return nil }
        let name = LocatedText(text: scalar.string, location: scalar.location)
        guard SwiftIdentifier.isValid(name.text, .upperCamelCase) else {
            checker.error(SwiftIdentifier.invalidNameMessage(name.text, kind: "feature name", .upperCamelCase), at: name.location)
            return nil
        }
        return name
    }

    /// Every renderable name the spec declares, valid or not, so a misspelt declaration is reported
    /// once rather than again at each use. A misspelt `renderables` key counts as well, and so do
    /// repeated keys (they are reported already).
    private static func declaredRenderables(in root: DocumentMapping) -> [String] {
        var sections = NavigationCheck.entries(named: "renderables", in: root)
        if sections.isEmpty, let misspelt = root.entries.first(where: {
            !keys.contains($0.key.name) && Suggestion.closest(to: $0.key.name, in: keys) == "renderables"
        }) {
            sections = [misspelt]
        }
        return sections.flatMap { section -> [String] in
            guard case .mapping(let mapping) = section.value else { return [] }
            return (mapping.entries + mapping.duplicates).map(\.key.name)
        }
    }

    private func checkRenders(of interaction: Interaction, declared: Set<String>, into checker: inout DocumentChecker) {
        for name in interaction.renders where !declared.contains(name.text) {
            let hint = declared.isEmpty
                ? "; declare it under 'renderables'"
                : Suggestion.hint(for: name.text, in: declared.sorted())
            checker.error("unknown renderable '\(name.text)'\(hint)", at: name.location)
        }
    }
}
