import SSSCore

/// The lines `sss generate` prints, one per file, in the manner of Rails generators: the verb
/// right-aligned in a column, then the path, and on a terminal the verb in bold colour (green for
/// what is written, blue for what is left as it is, yellow for what needs a look, red for conflicts
/// and removals). With `--dry-run` the verbs of changes say `would`: `would create`.
struct GenerationReport {
    let changes: [FileChange]
    let dryRun: Bool
    let color: Bool
    /// Print a diff under every change, not only under conflicts.
    let showsDiffs: Bool

    /// The narrowest verb column, as Rails has it.
    static let minimumWidth = 12

    func render() -> String {
        let verbs = changes.map(verb)
        let width = max(Self.minimumWidth, verbs.map(\.count).max() ?? 0)
        var text = ""
        for (change, verb) in zip(changes, verbs) {
            let padding = String(repeating: " ", count: width - verb.count)
            let reason = change.reason.map { " (\($0))" } ?? ""
            text += padding + styled(verb, Self.colorCode(of: change.action)) + "  " + change.path + reason + "\n"
            if change.action == .conflict || showsDiffs && shows(change) {
                text += diff(change)
            }
        }
        return text
    }

    private func verb(_ change: FileChange) -> String {
        let changesDisk = change.action.writes && change.action != .markers || change.action == .remove
        return dryRun && changesDisk ? "would " + change.action.verb : change.action.verb
    }

    /// Whether `--diff` shows the change: every change to a file, not the record.
    private func shows(_ change: FileChange) -> Bool {
        let changesDisk = change.action.writes || change.action == .remove
        return changesDisk && Path.lastComponent(of: change.path) != GenerationRecord.fileName
    }

    /// The unified diff from the file as it is to what the change writes, or for a conflict to what
    /// `--conflicts markers` would write (or `--force`, when the file cannot be merged).
    private func diff(_ change: FileChange) -> String {
        let old = change.previous ?? []
        let new = change.action == .remove ? [] : change.contents
        let oldLabel = change.previous == nil ? "/dev/null" : "a/" + change.path
        let newLabel = change.action == .remove ? "/dev/null" : "b/" + change.path
        let text = String(decoding: UnifiedDiff(oldLabel: oldLabel, newLabel: newLabel).render(old: old, new: new), as: UTF8.self)
        guard color else { return text }
        // Split the bytes: as characters, "\r\n" is one and would not split at its "\n".
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            let line = String(decoding: bytes, as: UTF8.self)
            switch line.utf8.first {
            case UInt8(ascii: "+") where !line.hasPrefix("+++ "): return styled(line, "32", bold: false)
            case UInt8(ascii: "-") where !line.hasPrefix("--- "): return styled(line, "31", bold: false)
            case UInt8(ascii: "@"): return styled(line, "36", bold: false)
            default: return line
            }
        }.joined(separator: "\n")
    }

    private func styled(_ text: String, _ code: String, bold: Bool = true) -> String {
        guard color, !text.isEmpty else { return text }
        return "\u{1B}[\(bold ? "1;" : "")\(code)m\(text)\u{1B}[0m"
    }

    /// The ANSI colour of each verb.
    static func colorCode(of action: FileChange.Action) -> String {
        switch action {
        case .create, .update, .merge: "32"
        case .identical, .keep: "34"
        case .overwrite, .skip, .orphan: "33"
        case .conflict, .markers, .remove: "31"
        }
    }

    /// The errors after a run stopped by conflicts: one per file recorded for another feature, which
    /// nothing overrides, and one naming the others with the options that would get past them.
    static func conflictErrors(_ conflicts: [FileChange]) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        var others: [FileChange] = []
        for conflict in conflicts {
            guard case .ownedBy(let owner)? = conflict.conflict else {
                others.append(conflict)
                continue
            }
            errors.append(.error("""
                \(conflict.path) was generated for \(owner), which this run does not generate; sss never \
                writes one feature's file for another, not even with --force: rename what gives the file, \
                or generate \(owner) in the same run
                """))
        }
        if !others.isEmpty {
            let files = others.count == 1 ? "1 file differs" : "\(others.count) files differ"
            let mergeable = others.contains { if case .overlapping? = $0.conflict { true } else { false } }
            let options = mergeable
                ? "--conflicts markers writes them with git's conflict markers, --force replaces them"
                : "--force replaces them"
            errors.append(.error("\(files) from what sss would write and cannot be merged: \(others.map(\.path).joined(separator: ", ")); nothing was written (\(options))"))
        } else {
            errors.append(.error("nothing was written"))
        }
        return errors
    }
}
