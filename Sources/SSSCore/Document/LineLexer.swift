/// Splits a file into ``DocumentLine``s, reporting problems that a single line shows on its own:
/// tabs in indentation, document markers, bad quotes, brackets, anchors, tags and the like.
struct LineLexer {
    let file: SourceFile
    /// Problems that leave the document's structure unknown.
    private(set) var diagnostics: [Diagnostic] = []
    /// Problems inside one inline value (quotes, brackets, anchors and the like); the value is
    /// marked malformed and the rest of the document can still be read.
    private(set) var valueDiagnostics: [Diagnostic] = []

    init(file: SourceFile) {
        self.file = file
    }

    /// Every line that carries content, in order; blank and comment-only lines are left out, and
    /// so are lines whose indentation cannot be known.
    mutating func lines() -> [DocumentLine] {
        let bytes = file.bytes
        var result: [DocumentLine] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
            if let line = lex(start: start, end: end) { result.append(line) }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\r"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\n") {
                end += 1
            }
            start = end + 1
        }
        return result
    }

    private mutating func lex(start: Int, end: Int) -> DocumentLine? {
        let bytes = file.bytes
        var index = start
        while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        if index < end, bytes[index] == UInt8(ascii: "\t") {
            let tab = index
            while index < end, ValueScanner.isBlank(bytes[index]) { index += 1 }
            if index < end, bytes[index] != UInt8(ascii: "#") { reportTab(at: tab) }
            return nil
        }
        guard index < end, bytes[index] != UInt8(ascii: "#") else { return nil }
        if index == start, let message = lineStartRejection(start: start, end: end) {
            diagnostics.append(.error(message, at: SourceLocation(file: file, offset: start, length: min(3, end - start))))
            return nil
        }
        var markers: [Int] = []
        while index < end, bytes[index] == UInt8(ascii: "-"), index + 1 == end || ValueScanner.isBlank(bytes[index + 1]) {
            markers.append(index)
            index += 1
            while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
            if index < end, bytes[index] == UInt8(ascii: "\t") {
                reportTab(at: index)
                return nil
            }
        }
        guard index < end, bytes[index] != UInt8(ascii: "#") else {
            let lineEnd = (markers.last ?? start) + 1
            return DocumentLine(start: start, markers: markers, bodyStart: nil, key: nil, value: nil, end: lineEnd)
        }
        let key = scanKey(from: index, end: end)
        let valueStart = key?.colonEnd ?? index
        var valueProblems: [Diagnostic] = []
        let value = ValueScanner.scan(file, from: valueStart, to: end, afterKey: key != nil, into: &valueProblems)
        valueDiagnostics += valueProblems
        var line = DocumentLine(
            start: start, markers: markers, bodyStart: index, key: key, value: value,
            end: value?.upperBound ?? valueStart
        )
        line.valueIsMalformed = !valueProblems.isEmpty
        return line
    }

    /// A key at `start` when the text there is `key:` followed by a blank or the end of the line.
    private mutating func scanKey(from start: Int, end: Int) -> DocumentLine.Key? {
        let bytes = file.bytes
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var problems: [Diagnostic] = []
            guard let close = QuotedText.scan(file, from: start, to: end, into: &problems) else { return nil }
            var colon = close
            while colon < end, ValueScanner.isBlank(bytes[colon]) { colon += 1 }
            guard isKeyColon(at: colon, end: end) else { return nil }
            diagnostics.append(contentsOf: problems)
            return DocumentLine.Key(name: QuotedText.decode(bytes[start..<close]), range: start..<close, colonEnd: colon + 1)
        }
        var depth = 0
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#"), index > start, ValueScanner.isBlank(bytes[index - 1]) { return nil }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: ":") where depth == 0 && isKeyColon(at: index, end: end):
                return plainKey(start..<index)
            default: break
            }
            index += 1
        }
        return nil
    }

    private mutating func plainKey(_ range: Range<Int>) -> DocumentLine.Key {
        let bytes = file.bytes
        var upper = range.upperBound
        while upper > range.lowerBound, ValueScanner.isBlank(bytes[upper - 1]) { upper -= 1 }
        let keyRange = range.lowerBound..<upper
        let location = SourceLocation(file: file, offset: range.lowerBound, length: keyRange.count)
        if keyRange.isEmpty {
            diagnostics.append(.error("missing key before ':'", at: location))
        } else if let message = ValueScanner.rejection(bytes, at: range.lowerBound, end: upper, atValueStart: true, afterKey: false) {
            diagnostics.append(.error(message, at: location))
        } else if bytes[range.lowerBound] == UInt8(ascii: "[") {
            diagnostics.append(.error("a list cannot be a key; write a plain or quoted key", at: location))
        } else if bytes[range.lowerBound] == UInt8(ascii: "?"), keyRange.count == 1 || ValueScanner.isBlank(bytes[range.lowerBound + 1]) {
            diagnostics.append(.error("complex keys ('? ') are not supported; write 'key: value'", at: location))
        }
        let name = String(decoding: bytes[keyRange], as: UTF8.self)
        return DocumentLine.Key(name: name, range: keyRange, colonEnd: range.upperBound + 1)
    }

    private func isKeyColon(at index: Int, end: Int) -> Bool {
        index < end && file.bytes[index] == UInt8(ascii: ":")
            && (index + 1 == end || ValueScanner.isBlank(file.bytes[index + 1]))
    }

    private func lineStartRejection(start: Int, end: Int) -> String? {
        let bytes = file.bytes
        if bytes[start] == UInt8(ascii: "%") {
            return "directives such as '%YAML' are not supported; remove the line"
        }
        guard end - start >= 3, start + 3 == end || ValueScanner.isBlank(bytes[start + 3]) else { return nil }
        let marker = bytes[start..<(start + 3)]
        if marker.elementsEqual("---".utf8) {
            return "document markers ('---') are not supported; a file holds exactly one document"
        }
        if marker.elementsEqual("...".utf8) {
            return "document markers ('...') are not supported; a file holds exactly one document"
        }
        return nil
    }

    private mutating func reportTab(at offset: Int) {
        diagnostics.append(.error(
            "tabs are not allowed in indentation; indent with spaces",
            at: SourceLocation(file: file, offset: offset)
        ))
    }
}
