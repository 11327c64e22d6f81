/// Findings a team has recorded on purpose, so that `sss lint --baseline` reports only new ones.
///
/// A finding is known by its rule, its file (relative to the folder `sss` runs in) and the path of
/// its declaration, such as `LoginAssembler.assemble()`; never by line or column, so moving,
/// reordering or reformatting code keeps it recorded. Each key has a count, so two findings in one
/// declaration need two to be recorded.
public struct Baseline: Sendable, Equatable {
    /// What identifies a recorded finding.
    public struct Key: Sendable, Hashable, Comparable {
        public let file: String
        public let declaration: String
        public let rule: String

        public init(file: String, declaration: String, rule: String) {
            self.file = file
            self.declaration = declaration
            self.rule = rule
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.file, lhs.declaration, lhs.rule) < (rhs.file, rhs.declaration, rhs.rule)
        }
    }

    /// The format version written into every file and the only one read.
    public static let version = 1

    /// How many findings are recorded under each key; every count is at least 1.
    public private(set) var counts: [Key: Int]
    /// Where each entry starts in the file it was read from, for messages about it.
    public private(set) var offsets: [Key: Int]

    public init(counts: [Key: Int] = [:], offsets: [Key: Int] = [:]) {
        self.counts = counts.filter { $0.value > 0 }
        self.offsets = offsets
    }

    /// A baseline that records exactly `findings`, with paths relative to `base` (the current folder).
    public init(recording findings: [Finding], base: String) {
        var counts: [Key: Int] = [:]
        for finding in findings {
            counts[Self.key(for: finding, base: base), default: 0] += 1
        }
        self.init(counts: counts)
    }

    /// The key of `finding`: its rule, its path relative to `base` and its declaration path.
    public static func key(for finding: Finding, base: String) -> Key {
        let file = Path.normalize(finding.path)
        let root = Path.normalize(base)
        return Key(file: Path.isInside(file, root) ? Path.relative(file, to: root) : file, declaration: finding.declarationPath, rule: finding.ruleID)
    }

    /// The number of recorded findings.
    public var findingCount: Int { counts.values.reduce(0, +) }

    /// Replaces the count of `key`; a count of zero removes the entry.
    public mutating func setCount(_ count: Int, for key: Key) {
        counts[key] = count > 0 ? count : nil
        if count <= 0 { offsets[key] = nil }
    }

    /// The file's text: pretty JSON, entries sorted by file, declaration and rule, ending in a line break.
    public func encoded() -> String {
        let entries = counts.keys.sorted().map { key -> JSON in
            .object([
                ("file", .string(key.file)),
                ("declaration", .string(key.declaration)),
                ("rule", .string(key.rule)),
                ("count", .int(counts[key] ?? 0)),
            ])
        }
        return JSONWriter(pretty: true).write(.object([("version", .int(Self.version)), ("entries", .array(entries))])) + "\n"
    }

    public static func == (lhs: Baseline, rhs: Baseline) -> Bool {
        lhs.counts == rhs.counts
    }
}
