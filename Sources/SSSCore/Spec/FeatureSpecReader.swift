/// Reads a feature spec file into a ``FeatureSpec``, checking everything the generator relies on.
///
/// The file is parsed first; when its structure is broken, every syntax error is reported and the
/// meaning is not checked (half-read sections would only add misleading messages). A repeated key
/// does not break the structure: it is reported, the first entry counts, and the meaning is
/// checked as usual. Every problem in the spec is reported at once.
public struct FeatureSpecReader: Sendable {
    /// The keys a spec may have at its top level.
    public static let keys = ["feature", "assembler", "renderables", "interactions", "navigation"]

    public init() {}

    /// The spec in `file`.
    ///
    /// - Throws: every problem found, sorted by position.
    public func read(_ file: SourceFile) throws(DiagnosticError) -> FeatureSpec {
        let root = try DocumentParser(keepsDuplicateKeys: true).parse(file)
        var checker = DocumentChecker()
        for duplicate in DuplicateKeys.diagnostics(in: root) {
            checker.report(duplicate)
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
        let assembler = root["assembler"].flatMap {
            checker.choice($0.value, among: AssemblerFlavor.allCases.map(\.rawValue), "'assembler' expects struct or enum", key: $0.key.location)
        }
        let renderables = root["renderables"].map { RenderablesReader(text: text).read($0, into: &checker) } ?? []
        var interactions: [Interaction] = []
        if let entry = root["interactions"] {
            interactions = InteractionsReader(text: text).read(entry, into: &checker)
        } else {
            checker.error("missing required key 'interactions'; a feature needs at least one interaction", at: start)
        }
        let destinations = root["navigation"].map { NavigationReader().read($0, into: &checker) } ?? []
        let declared = Set(Self.declaredRenderables(in: root))
        for interaction in interactions {
            checkRenders(of: interaction, declared: declared, into: &checker)
        }
        checkNavigation(root, interactions: interactions, into: &checker)
        guard let name, let flavor = AssemblerFlavor(rawValue: assembler ?? "struct") else { return nil }
        return FeatureSpec(
            file: file, name: name, assembler: flavor, assemblerLocation: root["assembler"]?.value.location,
            renderables: renderables, interactions: interactions, destinations: destinations
        )
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
        var sections = entries(named: "renderables", in: root)
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

    /// The entries of `mapping` whose key is `name`: the one that counts, then any repeated ones.
    private static func entries(named name: String, in mapping: DocumentMapping) -> [DocumentEntry] {
        (mapping.entries + mapping.duplicates).filter { $0.key.name == name }
    }

    private func checkRenders(of interaction: Interaction, declared: Set<String>, into checker: inout DocumentChecker) {
        for name in interaction.renders where !declared.contains(name.text) {
            let hint = declared.isEmpty
                ? "; declare it under 'renderables'"
                : Suggestion.hint(for: name.text, in: declared.sorted())
            checker.error("unknown renderable '\(name.text)'\(hint)", at: name.location)
        }
    }

    private func checkNavigation(_ root: DocumentMapping, interactions: [Interaction], into checker: inout DocumentChecker) {
        if let entry = root["navigation"] {
            if !Self.someInteractionMayNavigate(root) {
                checker.error("'navigation' is never used: no interaction has 'navigates: true'", at: entry.key.location)
            }
            return
        }
        for interaction in interactions where interaction.navigates {
            let location = interaction.navigatesLocation ?? interaction.name.location
            checker.error("interaction '\(interaction.name.text)' navigates, but the feature has no 'navigation' section", at: location)
        }
    }

    /// Whether an interaction has `navigates` with a value other than `false`, or the interactions
    /// could not be read well enough to tell (their problems are reported already). Repeated keys
    /// count too, so that the error for one is not followed by a misleading one here.
    private static func someInteractionMayNavigate(_ root: DocumentMapping) -> Bool {
        let sections = entries(named: "interactions", in: root)
        guard !sections.isEmpty else { return true }
        return sections.contains { section in
            guard case .mapping(let interactions) = section.value else { return true }
            return (interactions.entries + interactions.duplicates).contains { interaction in
                guard case .mapping(let body) = interaction.value else { return true }
                return entries(named: "navigates", in: body).contains { navigates in
                    if case .scalar(let scalar) = navigates.value, scalar.bool == false { return false }
                    return true
                }
            }
        }
    }
}
