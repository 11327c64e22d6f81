/// Reads `.sss.yml` into a ``Configuration``, checking every key and value.
///
/// The file is parsed with the same ``DocumentParser`` as feature specs. When its syntax is broken,
/// only the syntax errors are reported; otherwise every problem in the file is reported at once.
/// A file that holds nothing but blank lines and comments stands for the defaults.
public struct ConfigurationReader: Sendable {
    /// The keys that are settings rather than rule identifiers.
    public static let settingKeys = ["architecture", "included", "excluded", "disabled_rules", "opt_in_rules", "only_rules", "roles"]

    public init() {}

    /// The configuration in `file`, whose relative paths start from `folder`.
    ///
    /// - Throws: every error found, sorted by position. Warnings come back in the result.
    public func read(_ file: SourceFile, folder: String) throws(DiagnosticError) -> LoadedConfiguration {
        let root: DocumentNode
        do throws(DiagnosticError) {
            root = try DocumentParser().parse(file)
        } catch {
            if Self.holdsNoSettings(file) { return LoadedConfiguration(folder: folder, path: file.path) }
            throw error
        }
        var checker = DocumentChecker()
        let expectation = "a configuration expects a mapping of settings and rule identifiers at its top level"
        guard let mapping = checker.mapping(root, expectation, key: nil) else {
            throw DiagnosticError(checker.diagnostics)
        }
        var reading = ConfigurationReading(folder: folder, path: file.path)
        reading.read(mapping, into: &checker)
        let errors = checker.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw DiagnosticError(checker.diagnostics.sortedByPosition()) }
        var loaded = reading.loaded
        loaded.warnings = checker.diagnostics.sortedByPosition()
        return loaded
    }

    /// Whether the file is text made only of blank lines and comments.
    static func holdsNoSettings(_ file: SourceFile) -> Bool {
        guard UTF8Text.firstProblem(in: file.bytes) == nil else { return false }
        var lexer = LineLexer(file: file)
        return lexer.lines().isEmpty && lexer.diagnostics.isEmpty
    }
}
