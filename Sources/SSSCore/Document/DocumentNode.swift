/// One node of a parsed document: a mapping, a list or a single value.
///
/// The parser knows nothing about what a document means; readers such as ``FeatureSpecReader``
/// walk the nodes and decide, key by key, how to interpret each value.
package enum DocumentNode: Sendable {
    case mapping(DocumentMapping)
    case sequence(DocumentSequence)
    case scalar(DocumentScalar)

    /// Where the node starts; mappings and lists cover every line of their block.
    package var location: SourceLocation {
        switch self {
        case .mapping(let mapping): mapping.location
        case .sequence(let sequence): sequence.location
        case .scalar(let scalar): scalar.location
        }
    }

    /// Whether the node is a key without a value (`key:` followed by nothing).
    package var isEmpty: Bool {
        if case .scalar(let scalar) = self { return scalar.isEmpty }
        return false
    }

    /// A short description for messages: `a mapping`, `a list`, `nothing` or the value in quotes.
    package var shapeDescription: String {
        switch self {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar):
            if scalar.isEmpty { "nothing" } else if scalar.isFlowList { "a list" } else { "'\(scalar.raw)'" }
        }
    }
}

/// Keys and values in the order they were written; keys are unique.
package struct DocumentMapping: Sendable {
    package let entries: [DocumentEntry]
    /// The entries whose key an earlier entry already has, in the order they were written. They
    /// are not in ``entries``: the first entry with a key is the one that counts.
    package let duplicates: [DocumentEntry]
    package let location: SourceLocation

    package init(entries: [DocumentEntry], duplicates: [DocumentEntry] = [], location: SourceLocation) {
        self.entries = entries
        self.duplicates = duplicates
        self.location = location
    }

    /// The entry whose key is `name`, if any.
    package subscript(name: String) -> DocumentEntry? {
        entries.first { $0.key.name == name }
    }
}

/// One `key: value` pair of a mapping.
package struct DocumentEntry: Sendable {
    package let key: DocumentKey
    package let value: DocumentNode

    package init(key: DocumentKey, value: DocumentNode) {
        self.key = key
        self.value = value
    }
}

/// A mapping key: its text with quotes and escapes resolved, and where it was written.
package struct DocumentKey: Sendable {
    package let name: String
    package let location: SourceLocation

    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// The items of a block list (`- item` lines), in order.
package struct DocumentSequence: Sendable {
    package let items: [DocumentNode]
    package let location: SourceLocation

    package init(items: [DocumentNode], location: SourceLocation) {
        self.items = items
        self.location = location
    }
}
