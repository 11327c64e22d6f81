/// Writes merged lines and conflicts the way git's merge writes them (`xdl_fill_merge_buffer` with
/// the diff3 style and 7-character markers).
///
/// Lines outside conflicts are copied byte for byte. In a conflict, each of the three sections
/// that does not end in a newline gets one, so that the next marker starts a line; that newline
/// and the markers' own line endings are `\r\n` when git's rule says the file uses them: the
/// line before the conflict in ours (or ours' first line) and the one in theirs do not end in a
/// plain `\n`, and the base's first line ends in `\r\n`. A line's ending counts as that of the line
/// before it when it has none; an empty text says nothing.
struct ConflictMarkerWriter {
    private let base: TextLines
    private let ours: TextLines
    private let theirs: TextLines
    private let labels: ConflictLabels
    private(set) var bytes: [UInt8] = []
    private(set) var conflictLines: [Range<Int>] = []
    private var lineCount = 0

    init(base: TextLines, ours: TextLines, theirs: TextLines, labels: ConflictLabels) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.labels = labels
    }

    /// Appends `lines` of `text` unchanged.
    mutating func copy(_ text: TextLines, _ lines: Range<Int>) {
        bytes += text.bytes(of: lines)
        lineCount += lines.count
    }

    /// Appends the conflict `chunk` between markers.
    mutating func writeConflict(_ chunk: MergeChunk) {
        let newline: [UInt8] = usesCRLF(chunk) ? [13, 10] : [10]
        let first = lineCount
        writeMarker("<", labels.ours, newline)
        writeSection(ours, chunk.ours, newline)
        writeMarker("|", labels.base, newline)
        writeSection(base, chunk.base, newline)
        bytes += Array("=======".utf8) + newline
        lineCount += 1
        writeSection(theirs, chunk.theirs, newline)
        writeMarker(">", labels.theirs, newline)
        conflictLines.append(first..<lineCount)
    }

    private mutating func writeMarker(_ character: Character, _ label: String, _ newline: [UInt8]) {
        bytes += Array(String(repeating: character, count: 7).utf8) + [UInt8(ascii: " ")] + Array(label.utf8) + newline
        lineCount += 1
    }

    private mutating func writeSection(_ text: TextLines, _ lines: Range<Int>, _ newline: [UInt8]) {
        copy(text, lines)
        if let last = lines.last, text.lacksNewline(last) {
            bytes += newline
        }
    }

    /// Git's `is_cr_needed`: the line before the conflict (or the first line) of ours, the same of
    /// theirs, and the first line of the base.
    private func usesCRLF(_ chunk: MergeChunk) -> Bool {
        lineEnding(ours, max(chunk.ours.lowerBound - 1, 0)) != .lf
            && lineEnding(theirs, max(chunk.theirs.lowerBound - 1, 0)) != .lf
            && lineEnding(base, 0) == .crlf
    }

    private enum LineEnding {
        case lf, crlf, unknown
    }

    /// The ending of line `index`, or of the line before when it is the last line and has none.
    private func lineEnding(_ text: TextLines, _ index: Int) -> LineEnding {
        guard index < text.count else { return .unknown }
        if !text.lacksNewline(index) {
            return text.endsWithCRLF(index) ? .crlf : .lf
        }
        guard index > 0 else { return .unknown }
        return text.endsWithCRLF(index - 1) ? .crlf : .lf
    }
}
