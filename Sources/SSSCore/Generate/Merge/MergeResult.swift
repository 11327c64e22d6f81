/// The outcome of a ``ThreeWayMerge``: the three texts and the chunks that cover them.
public struct MergeResult: Sendable, Equatable {
    public let base: TextLines
    public let ours: TextLines
    public let theirs: TextLines
    /// The regions of the merge, in order; together they cover each of the three texts.
    public let chunks: [MergeChunk]

    public init(base: TextLines, ours: TextLines, theirs: TextLines, chunks: [MergeChunk]) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.chunks = chunks
    }

    /// The chunks both sides changed in ways that do not combine, in order.
    public var conflicts: [MergeChunk] {
        chunks.filter { $0.kind == .conflict }
    }

    /// The number of conflicts (what `git merge-file` exits with).
    public var conflictCount: Int {
        chunks.count { $0.kind == .conflict }
    }

    /// Whether the changes combine without conflict.
    public var isClean: Bool {
        conflictCount == 0
    }

    /// The merged bytes when there is no conflict, nil otherwise.
    public var merged: [UInt8]? {
        isClean ? marked(ConflictLabels(ours: "", base: "", theirs: "")).bytes : nil
    }

    /// The merged text when there is no conflict, nil otherwise (bytes that are not UTF-8 become
    /// U+FFFD).
    public var mergedText: String? {
        merged.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The merge with every conflict written out between git's markers, as
    /// `git merge-file -p --diff3 -L ours -L base -L theirs` writes it.
    public func marked(_ labels: ConflictLabels) -> MarkedMerge {
        var writer = ConflictMarkerWriter(base: base, ours: ours, theirs: theirs, labels: labels)
        for chunk in chunks {
            switch chunk.kind {
            case .unchanged, .changedInOurs, .changedInBoth:
                writer.copy(ours, chunk.ours)
            case .changedInTheirs:
                writer.copy(theirs, chunk.theirs)
            case .conflict:
                writer.writeConflict(chunk)
            }
        }
        return MarkedMerge(bytes: writer.bytes, conflictLines: writer.conflictLines)
    }
}

/// The names written after the conflict markers: `<<<<<<< ours`, `||||||| base`, `>>>>>>> theirs`.
public struct ConflictLabels: Sendable, Equatable {
    public var ours: String
    public var base: String
    public var theirs: String

    public init(ours: String, base: String, theirs: String) {
        self.ours = ours
        self.base = base
        self.theirs = theirs
    }
}

/// A merge written out with conflict markers.
public struct MarkedMerge: Sendable, Equatable {
    /// The merged bytes, each conflict between markers.
    public let bytes: [UInt8]
    /// The lines of each conflict in `bytes`, from its `<<<<<<<` line through its `>>>>>>>` line,
    /// counted from 0.
    public let conflictLines: [Range<Int>]

    public init(bytes: [UInt8], conflictLines: [Range<Int>]) {
        self.bytes = bytes
        self.conflictLines = conflictLines
    }

    /// The bytes as text (bytes that are not UTF-8 become U+FFFD).
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
