/// Reads a feature spec file into a ``FeatureSpec``, checking everything the generator relies on.
///
/// The file is parsed first; when its structure is broken, every syntax error is reported and the
/// meaning is not checked (half-read sections would only add misleading messages). A problem inside
/// one value, such as an unclosed bracket, and a repeated key do not break the structure: they are
/// reported, and the rest of the spec is checked as usual. Every problem in the spec is reported at
/// once.
public struct FeatureSpecReader: Sendable {
    /// The keys a spec may have at its top level.
    public static let keys = SpecKeys.superSimple.topLevel

    public init() {}

    /// The spec in `file`.
    ///
    /// - Throws: every problem found, sorted by position.
    public func read(_ file: SourceFile) throws(DiagnosticError) -> FeatureSpec {
        if let problem = LintConfigurationCheck.problem(named: file) {
            throw DiagnosticError(problem)
        }
        let (root, problems) = try DocumentParser(keepsDuplicateKeys: true).parseRecovering(file)
        if let problem = LintConfigurationCheck.problem(in: root, of: file) {
            throw DiagnosticError(problem)
        }
        var checker = DocumentChecker()
        for problem in problems + DuplicateKeys.diagnostics(in: root) {
            checker.report(problem)
        }
        let expectation = "a spec expects a mapping with 'feature' and 'interactions' at its top level"
        guard let mapping = checker.mapping(root, expectation, key: nil) else {
            throw DiagnosticError(checker.diagnostics.sortedByPosition())
        }
        let spec = read(mapping, in: file, into: &checker)
        guard let spec, checker.diagnostics.isEmpty else {
            throw DiagnosticError(checker.diagnostics.sortedByPosition())
        }
        return spec
    }

    private func read(_ root: DocumentMapping, in file: SourceFile, into checker: inout DocumentChecker) -> FeatureSpec? {
        let text = SourceText(file: file)
        let start = SourceLocation(file: file, offset: root.location.offset, length: 0)
        checker.rejectUnknownKeys(of: root, allowed: Self.keys)
        let name = readName(root["feature"], missingAt: start, into: &checker)
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

    private func readName(_ entry: DocumentEntry?, missingAt start: SourceLocation, into checker: inout DocumentChecker) -> LocatedText? {
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

/// The keys of one architecture's spec. Super Simple Architecture's are the only ones so far; a
/// spec key that names the architecture can choose among sets like this one.
public struct SpecKeys: Sendable {
    /// The keys a spec may have at its top level, in the order the documentation lists them.
    public let topLevel: [String]
    /// The keys inside one interaction.
    public let interaction: [String]

    public static let superSimple = SpecKeys(
        topLevel: ["feature", "access", "assembler", "input", "closable", "renderables", "services", "interactions", "navigation"],
        interaction: InteractionsReader.keys
    )
}
