/// One node of a parsed document: a mapping, a list or a single value.
///
/// The parser knows nothing about what a document means; readers such as ``FeatureSpecReader``
/// walk the nodes and decide, key by key, how to interpret each value.
public enum DocumentNode: Sendable {
    case mapping(DocumentMapping)
    case sequence(DocumentSequence)
    case scalar(DocumentScalar)

    /// Where the node starts; mappings and lists cover every line of their block.
    public var location: SourceLocation {
        switch self {
        case .mapping(let mapping): mapping.location
        case .sequence(let sequence): sequence.location
        case .scalar(let scalar): scalar.location
        }
    }

    /// Whether the node is a key without a value (`key:` followed by nothing).
    public var isEmpty: Bool {
        if case .scalar(let scalar) = self { return scalar.isEmpty }
        return false
    }

    /// A short description for messages: `a mapping`, `a list`, `nothing` or the value in quotes.
    public var shapeDescription: String {
        switch self {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar):
            if scalar.isEmpty { "nothing" } else if scalar.isFlowList { "a list" } else { "'\(scalar.raw)'" }
        }
    }
}

/// Keys and values in the order they were written; keys are unique.
public struct DocumentMapping: Sendable {
    public let entries: [DocumentEntry]
    /// The entries whose key an earlier entry already has, in the order they were written. They
    /// are not in ``entries``: the first entry with a key is the one that counts.
    public let duplicates: [DocumentEntry]
    public let location: SourceLocation

    public init(entries: [DocumentEntry], duplicates: [DocumentEntry] = [], location: SourceLocation) {
        self.entries = entries
        self.duplicates = duplicates
        self.location = location
    }

    /// The entry whose key is `name`, if any.
    public subscript(name: String) -> DocumentEntry? {
        entries.first { $0.key.name == name }
    }
}

/// One `key: value` pair of a mapping.
public struct DocumentEntry: Sendable {
    public let key: DocumentKey
    public let value: DocumentNode

    public init(key: DocumentKey, value: DocumentNode) {
        self.key = key
        self.value = value
    }
}

/// A mapping key: its text with quotes and escapes resolved, and where it was written.
public struct DocumentKey: Sendable {
    public let name: String
    public let location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// The items of a block list (`- item` lines), in order.
public struct DocumentSequence: Sendable {
    public let items: [DocumentNode]
    public let location: SourceLocation

    public init(items: [DocumentNode], location: SourceLocation) {
        self.items = items
        self.location = location
    }
}
