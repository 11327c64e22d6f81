/// Reads a baseline file, reporting every problem as `path:line:column: error: …`.
public struct BaselineReader {
    private static let topKeys = ["version", "entries"]
    private static let entryKeys = ["file", "declaration", "rule", "count"]

    private let source: SourceFile
    private var problems: [Diagnostic] = []

    private init(_ source: SourceFile) {
        self.source = source
    }

    /// Reads the baseline at `path` (as the user wrote it) through `fileSystem`.
    public static func read(_ path: String, fileSystem: any FileSystem) throws(DiagnosticError) -> (Baseline, SourceFile) {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(atPath: Path.absolute(path, relativeTo: fileSystem.currentDirectory))
        } catch {
            throw DiagnosticError(Diagnostic(.error, "cannot read baseline: \(error.reason)", path: path))
        }
        let source = SourceFile(path: path, bytes: bytes)
        return (try decode(source), source)
    }

    /// The baseline `source` holds.
    public static func decode(_ source: SourceFile) throws(DiagnosticError) -> Baseline {
        let document: LocatedJSON
        do {
            document = try JSONParser.parse(source.bytes)
        } catch {
            throw DiagnosticError(.error("\(error.message)", at: SourceLocation(file: source, offset: error.offset)))
        }
        var reader = BaselineReader(source)
        let baseline = reader.baseline(from: document)
        guard reader.problems.isEmpty, let baseline else {
            throw DiagnosticError(reader.problems.sorted { ($0.location?.offset ?? 0) < ($1.location?.offset ?? 0) })
        }
        return baseline
    }

    private mutating func problem(_ message: String, at offset: Int) {
        problems.append(.error(message, at: SourceLocation(file: source, offset: offset)))
    }

    /// The object's members by key, after reporting unknown and missing keys.
    private mutating func members(of value: LocatedJSON, expected: [String], what: String) -> [String: LocatedJSON]? {
        guard case .object(let list) = value.value else {
            problem("\(what) must be a JSON object with the keys \(expected.map { "'\($0)'" }.joined(separator: ", "))", at: value.offset)
            return nil
        }
        var members: [String: LocatedJSON] = [:]
        for member in list {
            if !expected.contains(member.key) {
                problem("unknown key '\(member.key)' in \(what)\(Suggestion.hint(for: member.key, in: expected))", at: member.keyOffset)
            } else if members[member.key] != nil {
                problem("duplicate key '\(member.key)' in \(what)", at: member.keyOffset)
            } else {
                members[member.key] = member.value
            }
        }
        for key in expected where members[key] == nil {
            problem("missing key '\(key)' in \(what)", at: value.offset)
        }
        return members
    }

    private mutating func baseline(from document: LocatedJSON) -> Baseline? {
        guard let top = members(of: document, expected: Self.topKeys, what: "the baseline") else { return nil }
        if let version = top["version"], version.summary != String(Baseline.version) {
            problem("unsupported baseline version \(version.summary); this sss reads version \(Baseline.version)", at: version.offset)
        }
        guard let list = top["entries"] else { return nil }
        guard case .array(let entries) = list.value else {
            problem("'entries' must be an array", at: list.offset)
            return nil
        }
        var counts: [Baseline.Key: Int] = [:]
        var offsets: [Baseline.Key: Int] = [:]
        for entry in entries {
            guard let fields = members(of: entry, expected: Self.entryKeys, what: "an entry") else { continue }
            let file = text(fields["file"], key: "file", allowsEmpty: false)
            let declaration = text(fields["declaration"], key: "declaration", allowsEmpty: true)
            let rule = text(fields["rule"], key: "rule", allowsEmpty: false)
            guard let count = count(fields["count"]), let file, let declaration, let rule else { continue }
            let key = Baseline.Key(file: file, declaration: declaration, rule: rule)
            let (total, overflow) = counts[key, default: 0].addingReportingOverflow(count)
            guard !overflow else {
                problem("the counts for file '\(file)', declaration '\(declaration)' and rule '\(rule)' add up to more than \(Int.max)", at: fields["count"]?.offset ?? entry.offset)
                continue
            }
            counts[key] = total
            if offsets[key] == nil { offsets[key] = entry.offset }
        }
        return Baseline(counts: counts, offsets: offsets)
    }

    private mutating func text(_ value: LocatedJSON?, key: String, allowsEmpty: Bool) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value.value, allowsEmpty || !text.isEmpty else {
            problem("'\(key)' must be a\(allowsEmpty ? "" : " non-empty") string, found \(value.summary)", at: value.offset)
            return nil
        }
        return text
    }

    private mutating func count(_ value: LocatedJSON?) -> Int? {
        guard let value else { return nil }
        guard case .number(let text) = value.value, let count = Int(text), count > 0 else {
            problem("'count' must be a whole number of at least 1, found \(value.summary)", at: value.offset)
            return nil
        }
        return count
    }
}
