/// The text of one input file as UTF-8 bytes, with the path used to name it in messages.
///
/// Positions inside a file are byte offsets; lines and columns are derived from them only when a
/// message is printed (see ``LineTable``).
public struct SourceFile: Sendable {
    /// The path as the user wrote it or as it was found while walking a folder.
    public let path: String
    /// The file's bytes, exactly as read.
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// A place in a source file: a byte offset and the number of bytes it covers.
public struct SourceLocation: Sendable {
    public let file: SourceFile
    public let offset: Int
    public let length: Int

    public init(file: SourceFile, offset: Int, length: Int = 1) {
        self.file = file
        self.offset = offset
        self.length = max(0, length)
    }

    /// The 1-based line and UTF-8 column of ``offset``.
    public var lineColumn: LineColumn {
        LineTable(file.bytes).lineColumn(at: offset)
    }
}
