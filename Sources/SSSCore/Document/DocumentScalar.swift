/// A single value exactly as written on its line: without the comment, trimmed, quotes kept.
///
/// Whether the text is a string, a bool, a flow list or Swift type text is for the reader to
/// decide; the helpers below interpret it on request.
package struct DocumentScalar: Sendable {
    /// The text as written; empty when a key has no value.
    package let raw: String
    /// Where the text is; for a missing value, a zero-length place just after the key.
    package let location: SourceLocation
    /// Whether the value has a syntax problem of its own, already reported by
    /// ``DocumentParser/parseRecovering(_:)``; readers skip it without reporting more.
    package let isMalformed: Bool

    init(file: SourceFile, range: Range<Int>, isMalformed: Bool = false) {
        self.isMalformed = isMalformed
        let lower = min(max(0, range.lowerBound), file.bytes.count)
        let upper = min(max(lower, range.upperBound), file.bytes.count)
        raw = String(decoding: file.bytes[lower..<upper], as: UTF8.self)
        location = SourceLocation(file: file, offset: lower, length: upper - lower)
    }

    /// Whether the key had no value at all (a quoted empty string is not empty).
    package var isEmpty: Bool { raw.isEmpty }

    /// Whether the value is written in single or double quotes.
    package var isQuoted: Bool { raw.first == "\"" || raw.first == "'" }

    /// Whether the value is written as a flow list, `[a, b]`.
    package var isFlowList: Bool { raw.first == "[" }

    /// The value as a string: quotes removed and escapes resolved; plain text unchanged.
    package var string: String {
        isQuoted ? QuotedText.decode(bytes) : raw
    }

    /// `true` or `false` when the value is exactly that plain word, otherwise `nil`.
    package var bool: Bool? {
        switch raw {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// The elements of a flow list, each trimmed and with its own location.
    ///
    /// Commas split elements only outside brackets (`()`, `[]`, `{}`, `<>`) and quotes, so
    /// `[didEnter(code: String, retry: Bool), Result<Int, Error>]` has two elements. A trailing comma
    /// is allowed.
    package func flowListElements() throws(DiagnosticError) -> [DocumentScalar] {
        let file = location.file
        guard isFlowList else {
            throw DiagnosticError(.error("expected a list in brackets, such as [a, b]", at: location))
        }
        var splitter = FlowListSplitter(file: file, start: location.offset, end: location.offset + location.length)
        splitter.run()
        guard splitter.problems.isEmpty else { throw DiagnosticError(splitter.problems) }
        return splitter.elements.map { DocumentScalar(file: file, range: $0) }
    }

    private var bytes: ArraySlice<UInt8> {
        location.file.bytes[location.offset..<(location.offset + location.length)]
    }
}

/// Splits the text of a flow list into element ranges.
private struct FlowListSplitter {
    let file: SourceFile
    let start: Int
    let end: Int
    var elements: [Range<Int>] = []
    var problems: [Diagnostic] = []

    init(file: SourceFile, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = min(end, file.bytes.count)
    }

    mutating func run() {
        let bytes = file.bytes
        var depth = 0
        var angles = 0
        var previous: UInt8 = 0
        var elementStart = start + 1
        var elementIsBlank = true
        var index = start
        while index < end {
            let byte = bytes[index]
            if depth == 1, elementIsBlank, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var ignored: [Diagnostic] = []
                index = QuotedText.scan(file, from: index, to: end, into: &ignored) ?? end
                (elementIsBlank, previous) = (false, byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: "<"):
                angles += 1
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-"):
                angles = max(0, angles - 1)
            case UInt8(ascii: ",") where depth == 1 && angles == 0:
                addElement(elementStart..<index, before: index)
                (elementStart, elementIsBlank, previous) = (index + 1, true, byte)
                index += 1
                continue
            default:
                break
            }
            if depth == 0 {
                addLastElement(elementStart..<index)
                finish(after: index)
                return
            }
            if !ValueScanner.isBlank(byte) && index > start { elementIsBlank = false }
            previous = byte
            index += 1
        }
        problems.append(.error(
            "unbalanced brackets: '[' is not closed on this line",
            at: SourceLocation(file: file, offset: start)
        ))
    }

    private mutating func addElement(_ range: Range<Int>, before comma: Int) {
        let trimmed = trim(range)
        if trimmed.isEmpty {
            problems.append(.error("missing list element before ','", at: SourceLocation(file: file, offset: comma)))
        } else {
            elements.append(trimmed)
        }
    }

    private mutating func addLastElement(_ range: Range<Int>) {
        let trimmed = trim(range)
        if !trimmed.isEmpty { elements.append(trimmed) }
    }

    private mutating func finish(after close: Int) {
        let rest = trim((close + 1)..<end)
        if !rest.isEmpty {
            problems.append(.error(
                "unexpected text after the list's closing ']'",
                at: SourceLocation(file: file, offset: rest.lowerBound, length: rest.count)
            ))
        }
    }

    private func trim(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, ValueScanner.isBlank(file.bytes[lower]) { lower += 1 }
        while upper > lower, ValueScanner.isBlank(file.bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
