/// A text split into lines, each line keeping its own line ending, so that joining the lines gives
/// the bytes back exactly.
///
/// Only `\n` ends a line, as in git: a `\r\n` line keeps its `\r` as part of the line, and a lone `\r`
/// ends nothing. The last line may lack a line ending. Two lines are the same only when all their
/// bytes are, so `b\n`, `b\r\n` and a final `b` without a newline are three different lines.
public struct TextLines: Sendable, Equatable {
    /// The whole text.
    public let bytes: [UInt8]
    /// The byte range of each line, its line ending included; the ranges cover `bytes` in order.
    public let ranges: [Range<Int>]

    /// Splits `bytes` after every `\n`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            ranges.append(start..<index + 1)
            start = index + 1
        }
        if start < bytes.count {
            ranges.append(start..<bytes.count)
        }
        self.ranges = ranges
    }

    /// Splits the UTF-8 bytes of `text`.
    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// The number of lines; an empty text has none, and `"a\n"` has one.
    public var count: Int {
        ranges.count
    }

    /// Line `index` (0-based), with its line ending.
    public subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[ranges[index]]
    }

    /// Whether the last line lacks a line ending (false for an empty text).
    public var lacksFinalNewline: Bool {
        guard let last = ranges.last else { return false }
        return bytes[last.upperBound - 1] != UInt8(ascii: "\n")
    }

    /// The bytes of the lines in `lines`, joined.
    public func bytes(of lines: Range<Int>) -> ArraySlice<UInt8> {
        guard !lines.isEmpty else { return [] }
        return bytes[ranges[lines.lowerBound].lowerBound..<ranges[lines.upperBound - 1].upperBound]
    }

    /// Whether line `index` lacks a line ending (only the last line can).
    func lacksNewline(_ index: Int) -> Bool {
        bytes[ranges[index].upperBound - 1] != UInt8(ascii: "\n")
    }

    /// Whether line `index` ends in `\r\n`.
    func endsWithCRLF(_ index: Int) -> Bool {
        let range = ranges[index]
        return range.count >= 2 && bytes[range.upperBound - 1] == UInt8(ascii: "\n")
            && bytes[range.upperBound - 2] == UInt8(ascii: "\r")
    }
}
