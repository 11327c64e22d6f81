/// What `sss generate` last wrote into one folder: for each file, the feature it was generated for
/// and the exact text generated, which is the base the next run merges spec changes against.
///
/// The record lives in the folder as `.sss-generated.json`, to be committed with the files. It is
/// JSON written the same way every time: files sorted by path, each text as a list of its lines, so
/// a change to a generated line shows in review as a change to that line of the record. The same
/// specs and templates give the same record, byte for byte.
public struct GenerationRecord: Sendable, Equatable {
    /// The record's file name inside the folder it describes.
    public static let fileName = ".sss-generated.json"
    /// The format written and read; a record of another version is refused.
    public static let version = 1
    /// Written at the top of every record, for whoever opens it.
    static let about = "Written by sss generate: what it generated for each file, the base it merges spec changes into edited files against. Commit it with the files; do not edit it."

    /// One generated file.
    public struct Entry: Sendable, Equatable {
        /// The path inside the folder, with `/` between folder names.
        public let path: String
        /// The feature it was generated for; `nil` for a file every feature shares.
        public let feature: String?
        /// The text exactly as generated.
        public let text: String

        public init(path: String, feature: String?, text: String) {
            self.path = path
            self.feature = feature
            self.text = text
        }
    }

    /// The entries by path.
    public private(set) var entries: [String: Entry]

    public init(_ entries: [Entry] = []) {
        self.entries = [:]
        for entry in entries {
            self.entries[entry.path] = entry
        }
    }

    public subscript(path: String) -> Entry? {
        entries[path]
    }

    /// Records `entry`, replacing any entry of its path.
    public mutating func record(_ entry: Entry) {
        entries[entry.path] = entry
    }

    /// Forgets the entry of `path`.
    public mutating func remove(_ path: String) {
        entries[path] = nil
    }

    /// The entries in the order they are written: by path, comparing UTF-8 bytes.
    public var sortedEntries: [Entry] {
        entries.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The record as written to disk: pretty JSON with a final newline. Each text is split at its
    /// line feeds, so joining the lines with line feeds gives it back exactly, and a text that ends
    /// with a line feed ends with an empty line.
    public func encoded() -> [UInt8] {
        let files = sortedEntries.map { entry -> JSON in
            var members: [(String, JSON)] = [("path", .string(entry.path))]
            if let feature = entry.feature { members.append(("feature", .string(feature))) }
            // Split the bytes: as characters, "\r\n" is one and would not split at its "\n".
            let lines = entry.text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            members.append(("lines", .array(lines.map { .string(String(decoding: $0, as: UTF8.self)) })))
            return .object(members)
        }
        let document = JSON.object([
            ("about", .string(Self.about)),
            ("version", .int(Self.version)),
            ("files", .array(files)),
        ])
        return Array((JSONWriter(pretty: true).write(document) + "\n").utf8)
    }
}
