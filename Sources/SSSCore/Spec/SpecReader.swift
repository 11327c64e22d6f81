/// Reads a spec of any architecture into a ``Spec``: the file's structure first, then its
/// `architecture` key, then the keys of that architecture with its own reader.
///
/// When the structure is broken, every syntax error is reported and the meaning is not checked
/// (half-read sections would only add misleading messages). A problem inside one value, such as an
/// unclosed bracket, and a repeated key do not break the structure: they are reported, and the rest
/// of the spec is checked as usual. Every problem in the spec is reported at once.
public struct SpecReader: Sendable {
    public init() {}

    /// The spec in `file`.
    ///
    /// - Throws: every problem found, sorted by position.
    public func read(_ file: SourceFile) throws(DiagnosticError) -> Spec {
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

    private func read(_ root: DocumentMapping, in file: SourceFile, into checker: inout DocumentChecker) -> Spec? {
        guard let choice = ArchitectureKey.read(in: root, into: &checker) else { return nil }
        let (architecture, declared) = (choice.architecture, choice.entry)
        SpecKeys.of(architecture).rejectUnknownKeys(of: root, declared: declared, into: &checker)
        switch architecture {
        case .ssa:
            return FeatureSpecReader().read(root, in: file, into: &checker).map(Spec.superSimple)
        case .simpler:
            return SimplerSpecReader().read(root, in: file, into: &checker).map(Spec.simpler)
        case .elements:
            return ElementsSpecReader().read(root, in: file, into: &checker).map(Spec.elements)
        }
    }
}
