/// What `sss lint --fix` changes in one file.
public struct FileFix: Sendable {
    public let path: String
    public let original: [UInt8]
    public let fixed: [UInt8]
    /// The findings the change fixes, in report order.
    public let corrected: [Finding]
}

/// Works out the fixes of `sss lint --fix`, as SwiftLint's `--fix` does for its rules: each finding
/// whose rule has exactly one mechanical fix is fixed in the file's bytes, and nothing else changes.
///
/// A finding with no single fix (an `open` class, a property wrapper, a Renderable's property assigned
/// somewhere) is left for the next lint to report, and so is one whose change would overlap another's.
/// Files are read again, in full, from `fileSystem`; nothing is written here.
public struct Fixer {
    private let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The changes that fix `findings` (already without the suppressed and baselined ones), file by file
    /// in path order. `codebase` lists every linted file: a Renderable's `var` becomes `let` only when
    /// none of them assigns it.
    public func fixes(for findings: [Finding], codebase: [String]) -> [FileFix] {
        let fixable = findings.filter { RuleRegistry.description(named: $0.ruleID)?.isFixable == true }
        let byPath = Dictionary(grouping: fixable, by: \.path)
        var sources: [String: FixSource] = [:]
        for path in byPath.keys {
            sources[path] = source(at: path)
        }
        var assignments: AssignmentSearch?
        if fixable.contains(where: { $0.ruleID == ImmutableRenderableRule.description.identifier }) {
            assignments = AssignmentSearch(sources: codebase.compactMap { sources[$0] ?? source(at: $0) })
        }
        return byPath.keys.sorted().compactMap { path in
            guard let source = sources[path], let found = byPath[path] else { return nil }
            return fix(found.sorted(by: Finding.reportOrder), in: source, assignments: assignments)
        }
    }

    private func source(at path: String) -> FixSource? {
        guard let bytes = try? fileSystem.readFile(atPath: path) else { return nil }
        return FixSource(path: path, bytes: bytes)
    }

    /// The change that fixes as many of `findings` as have a fix that does not overlap an earlier one.
    private func fix(_ findings: [Finding], in source: FixSource, assignments: AssignmentSearch?) -> FileFix? {
        let weak = WeakRenderingRule.description.identifier
        let flagged = Set(findings.filter { $0.ruleID == weak }.map { source.offset(of: $0.position) })
        var accepted: [TextEdit] = []
        var corrected: [Finding] = []
        for finding in findings {
            let offset = source.offset(of: finding.position)
            let edits: [TextEdit]?
            switch finding.ruleID {
            case FinalComponentRule.description.identifier: edits = DeclarationFixes.finalComponent(at: offset, in: source)
            case ClassBoundRenderingRule.description.identifier: edits = DeclarationFixes.classBoundRendering(at: offset, in: source)
            case weak: edits = PropertyFixes.weakRendering(at: offset, in: source, flagged: flagged)
            case ImmutableRenderableRule.description.identifier:
                edits = assignments.flatMap { PropertyFixes.immutableRenderable(at: offset, in: source, assignments: $0) }
            default: edits = nil
            }
            guard let edits, !edits.isEmpty else { continue }
            // The bindings of one `var` share the fix of the first; the same edit counts once.
            let added = edits.filter { !accepted.contains($0) }
            guard TextEdit.apply(accepted + added, to: source.bytes) != nil else { continue }
            accepted += added
            corrected.append(finding)
        }
        guard !corrected.isEmpty, let fixed = TextEdit.apply(accepted, to: source.bytes) else { return nil }
        return FileFix(path: source.path, original: source.bytes, fixed: fixed, corrected: corrected)
    }
}
