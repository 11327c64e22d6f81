/// Reads a ``GenerationRecord`` from its file, reporting every problem as `path:line:column: error: …`.
struct GenerationRecordReader {
    private static let topKeys = ["about", "version", "files"]
    private static let entryKeys = ["path", "feature", "lines"]

    private let source: SourceFile
    private var problems: [Diagnostic] = []

    private init(_ source: SourceFile) {
        self.source = source
    }

    /// The record `source` holds.
    static func decode(_ source: SourceFile) throws(DiagnosticError) -> GenerationRecord {
        if let offset = conflictMarkerOffset(in: source.bytes) {
            throw DiagnosticError(.error(
                "the record holds git's conflict markers; check out one side of it (or delete it) and run 'sss generate' again, which rewrites it",
                at: SourceLocation(file: source, offset: offset)
            ))
        }
        let document: LocatedJSON
        do throws(JSONSyntaxError) {
            document = try JSONParser.parse(source.bytes)
        } catch {
            throw DiagnosticError(.error(error.message, at: SourceLocation(file: source, offset: error.offset)))
        }
        var reader = GenerationRecordReader(source)
        let record = reader.record(from: document)
        guard reader.problems.isEmpty, let record else {
            throw DiagnosticError(reader.problems)
        }
        return record
    }

    /// Where the first line starting with `<<<<<<<` begins, as git writes where a merge conflicts.
    private static func conflictMarkerOffset(in bytes: [UInt8]) -> Int? {
        let marker = Array("<<<<<<<".utf8)
        var start = 0
        while start < bytes.count {
            if bytes[start...].starts(with: marker) { return start }
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = end + 1
        }
        return nil
    }

    private mutating func problem(_ message: String, at offset: Int) {
        problems.append(.error(message, at: SourceLocation(file: source, offset: offset)))
    }

    private mutating func record(from document: LocatedJSON) -> GenerationRecord? {
        guard let top = members(of: document, allowed: Self.topKeys, required: ["version", "files"], what: "the record") else {
            return nil
        }
        if let version = top["version"] {
            guard case .number(let text) = version.value, text == String(GenerationRecord.version) else {
                problem("unsupported record version \(version.summary); this sss reads version \(GenerationRecord.version)", at: version.offset)
                return nil
            }
        }
        if let about = top["about"], !about.isString {
            problem("'about' must be a string, found \(about.summary)", at: about.offset)
        }
        guard let list = top["files"] else { return nil }
        guard case .array(let files) = list.value else {
            problem("'files' must be an array, found \(list.summary)", at: list.offset)
            return nil
        }
        var record = GenerationRecord()
        for file in files {
            guard let entry = entry(from: file) else { continue }
            if record[entry.path] != nil {
                problem("the file '\(entry.path)' is recorded twice", at: file.offset)
            }
            record.record(entry)
        }
        return record
    }

    private mutating func entry(from value: LocatedJSON) -> GenerationRecord.Entry? {
        guard let fields = members(of: value, allowed: Self.entryKeys, required: ["path", "lines"], what: "a file") else {
            return nil
        }
        let path = string(fields["path"], key: "path")
        if let path, let field = fields["path"], !Self.isRelativePath(path) {
            problem("'path' must be a path inside the folder, such as 'Lobby/LobbyView.swift', found '\(path)'", at: field.offset)
            return nil
        }
        var feature: String?
        if let field = fields["feature"] {
            feature = string(field, key: "feature")
            if feature == nil { return nil }
        }
        guard let path, let lines = lines(fields["lines"]) else { return nil }
        return GenerationRecord.Entry(path: path, feature: feature, text: lines.joined(separator: "\n"))
    }

    /// A path of plain names below the folder: not absolute, no empty, `.` or `..` part.
    static func isRelativePath(_ path: String) -> Bool {
        !path.hasPrefix("/") && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    private mutating func lines(_ value: LocatedJSON?) -> [String]? {
        guard let value else { return nil }
        guard case .array(let elements) = value.value, !elements.isEmpty else {
            problem("'lines' must be a non-empty array of strings, found \(value.summary)", at: value.offset)
            return nil
        }
        var lines: [String] = []
        for element in elements {
            guard case .string(let line) = element.value, !line.utf8.contains(UInt8(ascii: "\n")) else {
                problem("each of 'lines' must be a string without a line feed, found \(element.summary)", at: element.offset)
                return nil
            }
            lines.append(line)
        }
        return lines
    }

    private mutating func string(_ value: LocatedJSON?, key: String) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value.value, !text.isEmpty else {
            problem("'\(key)' must be a non-empty string, found \(value.summary)", at: value.offset)
            return nil
        }
        return text
    }

    /// The object's members by key, after reporting unknown, duplicate and missing keys.
    private mutating func members(
        of value: LocatedJSON, allowed: [String], required: [String], what: String
    ) -> [String: LocatedJSON]? {
        guard case .object(let list) = value.value else {
            problem("\(what) must be a JSON object, found \(value.summary)", at: value.offset)
            return nil
        }
        var members: [String: LocatedJSON] = [:]
        var complete = true
        for member in list {
            if !allowed.contains(member.key) {
                problem("unknown key '\(member.key)' in \(what)\(Suggestion.hint(for: member.key, in: allowed))", at: member.keyOffset)
                complete = false
            } else if members[member.key] != nil {
                problem("duplicate key '\(member.key)' in \(what)", at: member.keyOffset)
                complete = false
            } else {
                members[member.key] = member.value
            }
        }
        for key in required where members[key] == nil {
            problem("missing key '\(key)' in \(what)", at: value.offset)
            complete = false
        }
        return complete ? members : nil
    }
}

private extension LocatedJSON {
    var isString: Bool {
        if case .string = value { return true }
        return false
    }
}
