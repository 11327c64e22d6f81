/// One change to a file's bytes: the bytes in `range` replaced with `replacement`; an insertion when
/// the range is empty.
public struct TextEdit: Sendable, Hashable {
    public let range: Range<Int>
    public let replacement: [UInt8]

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = Array(replacement.utf8)
    }

    /// `text` inserted at `offset`.
    static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }

    /// `bytes` with `edits` made, or `nil` when two of them change the same bytes (or insert at the same
    /// place): fixes that overlap are not made. The same edit given twice is made once.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8]? {
        let sorted = Set(edits).sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        for (first, second) in zip(sorted, sorted.dropFirst()) where second.range.lowerBound < first.range.upperBound
            || second.range.lowerBound == first.range.lowerBound {
            return nil
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.count })
        var position = 0
        for edit in sorted where edit.range.upperBound <= bytes.count {
            result += bytes[position..<edit.range.lowerBound]
            result += edit.replacement
            position = edit.range.upperBound
        }
        result += bytes[position...]
        return result
    }
}
