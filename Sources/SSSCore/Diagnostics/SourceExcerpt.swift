/// The source line under a diagnostic and the marker line beneath it: `^` at the location, `~`
/// under the rest of its range.
///
/// A line longer than ``maximumWidth`` bytes is cut to a window around the location, with `...`
/// where text was left out, so that many diagnostics on one huge line (a minified or generated
/// file) print in time and space proportional to their number, not to the line's length.
struct SourceExcerpt {
    static let maximumWidth = 160
    private static let ellipsis = "..."

    let line: String
    let marker: String

    init(_ location: SourceLocation, lineRange: Range<Int>) {
        let bytes = location.file.bytes
        let caret = min(max(location.offset, lineRange.lowerBound), lineRange.upperBound)
        let window = Self.window(around: caret, in: lineRange, bytes: bytes)
        let cutBefore = window.lowerBound > lineRange.lowerBound
        let cutAfter = window.upperBound < lineRange.upperBound
        line = (cutBefore ? Self.ellipsis : "")
            + String(decoding: bytes[window], as: UTF8.self)
            + (cutAfter ? Self.ellipsis : "")
        var marker = cutBefore ? String(repeating: " ", count: Self.ellipsis.count) : ""
        for scalar in String(decoding: bytes[window.lowerBound..<caret], as: UTF8.self).unicodeScalars {
            marker += scalar == "\t" ? "\t" : " "
        }
        let underlineEnd = min(caret + max(location.length, 1), window.upperBound)
        let width = caret < underlineEnd
            ? String(decoding: bytes[caret..<underlineEnd], as: UTF8.self).unicodeScalars.count
            : 0
        self.marker = marker + "^" + String(repeating: "~", count: max(0, width - 1))
    }

    /// The whole line when it is short enough; otherwise ``maximumWidth`` bytes around `caret`
    /// (a third before it), moved so no UTF-8 sequence is cut.
    private static func window(around caret: Int, in line: Range<Int>, bytes: [UInt8]) -> Range<Int> {
        guard line.count > maximumWidth else { return line }
        var lower = max(line.lowerBound, min(caret - maximumWidth / 3, line.upperBound - maximumWidth))
        var upper = min(line.upperBound, lower + maximumWidth)
        // A UTF-8 sequence has at most three continuation bytes; invalid input may have more.
        for _ in 0..<3 where lower > line.lowerBound && isContinuation(bytes[lower]) { lower -= 1 }
        for _ in 0..<3 where upper < line.upperBound && upper > caret && isContinuation(bytes[upper]) { upper -= 1 }
        return lower..<upper
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0b1100_0000 == 0b1000_0000
    }
}
