#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    private let lineStarts: [Int]
    private let byteCount: Int

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
                Self.appendLineFeedEnds(base, count: count, to: &starts)
                return
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
        }
        lineStarts = starts
        byteCount = bytes.count
    }

    /// Appends the offset after every line feed, looking at 8 bytes at a time: lines are short, so this
    /// beats a `memchr` call per line.
    private static func appendLineFeedEnds(_ base: UnsafePointer<UInt8>, count: Int, to starts: inout [Int]) {
        starts.reserveCapacity(count / 32 + 1)
        let raw = UnsafeRawPointer(base)
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var index = 0
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ 0x0A0A_0A0A_0A0A_0A0A
            var matches = ~(((word & lowBits) &+ lowBits) | word | lowBits)
            while matches != 0 {
                starts.append(index &+ matches.trailingZeroBitCount / 8 &+ 1)
                matches &= matches &- 1
            }
            index &+= 8
        }
        while index < count {
            if base[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
            index += 1
        }
    }

    /// The number of lines; a file without a final line break still counts its last line.
    public var lineCount: Int { lineStarts.count }

    /// The line and column of `offset`, clamped into the file.
    public func lineColumn(at offset: Int) -> LineColumn {
        let clamped = min(max(0, offset), byteCount)
        let line = lineIndex(containing: clamped)
        return LineColumn(line: line + 1, column: clamped - lineStarts[line] + 1)
    }

    /// The byte range of the 1-based `line`, without its line break.
    public func range(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
        let index = min(max(0, line - 1), lineStarts.count - 1)
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : byteCount
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }

    /// The byte offset of a 1-based line and column, clamped into the file.
    public func offset(line: Int, column: Int) -> Int {
        let index = min(max(0, line - 1), lineStarts.count - 1)
        return min(lineStarts[index] + max(0, column - 1), byteCount)
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }
}
