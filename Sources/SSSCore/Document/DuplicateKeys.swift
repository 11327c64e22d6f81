/// Reports the keys that a mapping repeats, anywhere in a parsed document, with a note at the
/// first entry of each.
///
/// A repeated key does not make the rest of the document unreadable: the first entry counts and
/// the later ones are kept in ``DocumentMapping/duplicates``. So a reader can report these errors
/// along with its own checks (see ``DocumentParser/init(keepsDuplicateKeys:)``).
enum DuplicateKeys {
    /// One error per repeated key in `node` and everything under it, including under the repeated
    /// entries themselves.
    static func diagnostics(in node: DocumentNode) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        collect(node, into: &diagnostics)
        return diagnostics
    }

    private static func collect(_ node: DocumentNode, into diagnostics: inout [Diagnostic]) {
        switch node {
        case .mapping(let mapping):
            for entry in mapping.entries {
                collect(entry.value, into: &diagnostics)
            }
            for duplicate in mapping.duplicates {
                let name = duplicate.key.name
                let notes = mapping[name].map { [Diagnostic.note("'\(name)' first appears here", at: $0.key.location)] } ?? []
                diagnostics.append(.error("duplicate key '\(name)'", at: duplicate.key.location, notes: notes))
                collect(duplicate.value, into: &diagnostics)
            }
        case .sequence(let sequence):
            for item in sequence.items {
                collect(item, into: &diagnostics)
            }
        case .scalar:
            break
        }
    }
}
