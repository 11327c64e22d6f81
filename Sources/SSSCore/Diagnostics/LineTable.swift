/// A 1-based line and column; the column counts UTF-8 bytes, as the Swift compiler's diagnostics do.
public struct LineColumn: Sendable, Hashable, Comparable {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The start offset of every line of a file, for turning byte offsets into lines and columns.
///
/// A line ends after `\n`; a `\r\n` pair ends one line, and a lone `\r` ends a line as well.
public struct LineTable: Sendable {
    /// The line starts of a file below 4 GiB, four bytes each; empty for larger files.
    private let narrowStarts: [UInt32]
    /// The line starts of a file of 4 GiB or more; empty otherwise.
    private let wideStarts: [Int]
    private let byteCount: Int

    public init(_ bytes: [UInt8]) {
        byteCount = bytes.count
        var starts = [0]
        let narrow = bytes.withUnsafeBufferPointer { buffer -> [UInt32]? in
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            if count <= Int(UInt32.max), ByteSearch.firstIndex(of: UInt8(ascii: "\r"), in: base, count: count) == nil {
                return Self.lineFeedStarts(base, count: count)
            }
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r") {
                    if index + 1 < count, buffer[index + 1] == UInt8(ascii: "\n") {
                        index += 1
                    }
                    starts.append(index + 1)
                }
                index += 1
            }
            return nil
        }
        if let narrow {
            narrowStarts = narrow
            wideStarts = []
        } else if bytes.count <= Int(UInt32.max) {
            narrowStarts = starts.map { UInt32(truncatingIfNeeded: $0) }
            wideStarts = []
        } else {
            narrowStarts = []
            wideStarts = starts
        }
    }

    /// 0 and the offset after every line feed, in an array no more than a quarter larger than it needs.
    private static func lineFeedStarts(_ base: UnsafePointer<UInt8>, count: Int) -> [UInt32] {
        var starts: [UInt32] = []
        starts.reserveCapacity(count / 24 + 16)
        starts.append(0)
        ByteSearch.forEach(UInt8(ascii: "\n"), in: base, count: count) { offset in
            starts.append(UInt32(truncatingIfNeeded: offset &+ 1))
            return true
        }
        guard starts.capacity > starts.count + starts.count / 4 else { return starts }
        return [UInt32](unsafeUninitializedCapacity: starts.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: starts)
        }
    }

    /// The offset of the first byte of line `index` (0-based).
    @inline(__always)
    private func start(ofLine index: Int) -> Int {
        narrowStarts.isEmpty ? wideStarts[index] : Int(narrowStarts[index])
    }

    /// The number of lines; a file without a final line break still counts its last line.
    public var lineCount: Int { narrowStarts.isEmpty ? wideStarts.count : narrowStarts.count }

    /// The line and column of `offset`, clamped into the file.
    public func lineColumn(at offset: Int) -> LineColumn {
        let clamped = min(max(0, offset), byteCount)
        let line = lineIndex(containing: clamped)
        return LineColumn(line: line + 1, column: clamped - start(ofLine: line) + 1)
    }

    /// The byte range of the 1-based `line`, without its line break.
    public func range(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
        let index = min(max(0, line - 1), lineCount - 1)
        let lineStart = start(ofLine: index)
        var end = index + 1 < lineCount ? start(ofLine: index + 1) : byteCount
        while end > lineStart, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return lineStart..<end
    }

    /// The byte offset of a 1-based line and column, clamped into the file.
    public func offset(line: Int, column: Int) -> Int {
        let index = min(max(0, line - 1), lineCount - 1)
        return min(start(ofLine: index) + max(0, column - 1), byteCount)
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if start(ofLine: middle) <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }
}
