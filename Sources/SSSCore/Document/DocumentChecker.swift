/// Collects diagnostics while a reader checks a parsed document against the shape it expects.
///
/// Each check takes an *expectation*, the start of the message to print when the node has the
/// wrong shape, such as `'renders' expects a list of renderable names`; the checker adds what was
/// found: `, found a mapping`.
package struct DocumentChecker {
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    package mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    package mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        diagnostics.append(.error(message, at: location, notes: notes))
    }

    /// Reports `expectation, found <shape><hint>` at the node, or at `key` when the node is empty.
    /// A malformed value (see ``DocumentScalar/isMalformed``) is reported already, so nothing is added.
    package mutating func mismatch(_ node: DocumentNode, _ expectation: String, key: SourceLocation?, hint: String = "") {
        if case .scalar(let scalar) = node, scalar.isMalformed { return }
        let location = node.isEmpty ? key ?? node.location : node.location
        error("\(expectation), found \(node.shapeDescription)\(hint)", at: location)
    }

    /// The node as a mapping, or `nil` after reporting that it is not one.
    package mutating func mapping(_ node: DocumentNode, _ expectation: String, key: SourceLocation?) -> DocumentMapping? {
        if case .mapping(let mapping) = node { return mapping }
        mismatch(node, expectation, key: key)
        return nil
    }

    /// The node as a value with text, or `nil` after reporting that it is empty, a mapping or a list.
    package mutating func scalar(_ node: DocumentNode, _ expectation: String, key: SourceLocation?) -> DocumentScalar? {
        if case .scalar(let scalar) = node, !scalar.isEmpty, !scalar.isMalformed { return scalar }
        mismatch(node, expectation, key: key)
        return nil
    }

    /// The items of a block list, or the elements of a flow list as scalars; `nil` after reporting
    /// anything else. A single plain value gets the hint to write it in brackets.
    package mutating func list(_ node: DocumentNode, _ expectation: String, key: SourceLocation?) -> [DocumentNode]? {
        switch node {
        case .sequence(let sequence):
            return sequence.items
        case .scalar(let scalar) where scalar.isMalformed:
            return nil
        case .scalar(let scalar) where scalar.isFlowList:
            do throws(DiagnosticError) {
                return try scalar.flowListElements().map(DocumentNode.scalar)
            } catch {
                diagnostics += error.diagnostics
                return nil
            }
        case .scalar(let scalar) where !scalar.isEmpty && !scalar.isQuoted:
            mismatch(node, expectation, key: key, hint: "; write [\(scalar.raw)]")
            return nil
        default:
            mismatch(node, expectation, key: key)
            return nil
        }
    }

    /// `true` or `false`, or `nil` after reporting anything else.
    package mutating func bool(_ node: DocumentNode, _ expectation: String, key: SourceLocation?) -> Bool? {
        if case .scalar(let scalar) = node, let value = scalar.bool { return value }
        mismatch(node, expectation, key: key)
        return nil
    }

    /// The value when it is one of `choices`, or `nil` after reporting it with a "did you mean".
    package mutating func choice(_ node: DocumentNode, among choices: [String], _ expectation: String, key: SourceLocation?) -> String? {
        guard case .scalar(let scalar) = node, !scalar.isEmpty, !scalar.isMalformed else {
            mismatch(node, expectation, key: key)
            return nil
        }
        if choices.contains(scalar.string) { return scalar.string }
        mismatch(node, expectation, key: key, hint: Suggestion.hint(for: scalar.string, in: choices))
        return nil
    }

    /// Reports every key of `mapping` that is not in `allowed`, with a "did you mean" or the list of
    /// allowed keys.
    package mutating func rejectUnknownKeys(of mapping: DocumentMapping, allowed: [String]) {
        for entry in mapping.entries where !allowed.contains(entry.key.name) {
            var hint = Suggestion.hint(for: entry.key.name, in: allowed)
            if hint.isEmpty { hint = "; expected \(Self.quotedList(allowed))" }
            error("unknown key '\(entry.key.name)'\(hint)", at: entry.key.location)
        }
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    package static func quotedList(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
