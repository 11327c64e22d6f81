/// What the whole-codebase pass keeps of a file: its types and suppression commands, without tokens and
/// without line starts: the few findings of the codebase pass get their lines and columns by reading their
/// files again (see ``LinePositions``). Types keep the members the scan made, which in a lint run are
/// only those some rule reads (see ``Rule/membersRead``).
package struct FileSummary: Sendable {
    package var path: String { fields.path }
    /// Every type and extension in the file, nested ones included, outer ones first.
    package var types: [TypeDeclaration] { fields.types }
    package var suppressions: SuppressionMap { fields.suppressions }
    /// What the file adds to the ``CodebaseIndex``.
    var indexEntries: IndexEntries { fields.indexEntries }

    /// The fields live in one shared box: each codebase rule gets its own copy of a summary, which then
    /// costs one reference count rather than one per array and string.
    private let fields: FileSummaryFields

    package init(_ file: LintedFile) {
        self.init(file, mayHoldCommands: SuppressionParser.mayHoldCommands(file.bytes))
    }

    /// A summary of `file`. `mayHoldCommands` is `false` only for a file none of whose comments can be a
    /// suppression command, as ``SuppressionParser/mayHoldCommands(_:)`` or ``LexedTokens/hasMarkedComment``
    /// tell.
    init(_ file: LintedFile, mayHoldCommands: Bool) {
        fields = FileSummaryFields(
            path: file.path,
            types: file.types,
            suppressions: SuppressionMap(file, mayHoldCommands: mayHoldCommands),
            indexEntries: IndexEntries(declarations: file.declarations.declarations, path: file.path)
        )
    }
}

/// The fields of a ``FileSummary``, which never change.
private final class FileSummaryFields: Sendable {
    let path: String
    let types: [TypeDeclaration]
    let suppressions: SuppressionMap
    let indexEntries: IndexEntries

    init(path: String, types: [TypeDeclaration], suppressions: SuppressionMap, indexEntries: IndexEntries) {
        self.path = path
        self.types = types
        self.suppressions = suppressions
        self.indexEntries = indexEntries
    }
}
