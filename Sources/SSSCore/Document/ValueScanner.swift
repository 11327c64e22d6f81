/// Finds where an inline value ends (before any comment) and rejects the YAML features this format
/// leaves out.
///
/// A value is kept as raw text; only its outer shape is checked here: quotes closed, brackets
/// balanced, no anchors, aliases, tags, block scalars or flow mappings.
enum ValueScanner {
    /// The trimmed range of the value that starts at or after `start`, or `nil` when there is none.
    static func scan(
        _ file: SourceFile,
        from start: Int,
        to end: Int,
        afterKey: Bool,
        into diagnostics: inout [Diagnostic]
    ) -> Range<Int>? {
        let bytes = file.bytes
        var first = start
        while first < end, isBlank(bytes[first]) { first += 1 }
        guard first < end, bytes[first] != UInt8(ascii: "#") else { return nil }
        if let message = rejection(bytes, at: first, end: end, atValueStart: true, afterKey: afterKey) {
            diagnostics.append(.error(message, at: location(file, first, end)))
            var ignored: [Diagnostic] = []
            return first..<scanPlain(file, from: first, to: end, into: &ignored)
        }
        let byte = bytes[first]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            return first..<scanQuoted(file, from: first, to: end, into: &diagnostics)
        }
        return first..<scanPlain(file, from: first, to: end, into: &diagnostics)
    }

    /// Whether `byte` separates words on a line.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func scanQuoted(_ file: SourceFile, from first: Int, to end: Int, into diagnostics: inout [Diagnostic]) -> Int {
        let bytes = file.bytes
        guard let close = QuotedText.scan(file, from: first, to: end, into: &diagnostics) else {
            return trimmedEnd(bytes, from: first, to: end)
        }
        var index = close
        while index < end, isBlank(bytes[index]) { index += 1 }
        if index < end, index == close || bytes[index] != UInt8(ascii: "#") {
            diagnostics.append(.error("unexpected text after the closing quote", at: location(file, index, end)))
        }
        return close
    }

    /// Scans a plain value or a flow list, reports its first problem and returns the end of its text.
    private static func scanPlain(_ file: SourceFile, from first: Int, to end: Int, into diagnostics: inout [Diagnostic]) -> Int {
        let bytes = file.bytes
        let isFlow = bytes[first] == UInt8(ascii: "[")
        var matcher = BracketMatcher(tracksAngles: false)
        var problem: Diagnostic?
        var previous: UInt8 = 0
        var contentEnd = first
        var index = first
        func report(_ message: String, _ offset: Int, _ length: Int = 1) {
            guard problem == nil else { return }
            problem = .error(message, at: SourceLocation(file: file, offset: offset, length: length))
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#"), index > first, isBlank(bytes[index - 1]) { break }
            if isBlank(byte) {
                index += 1
                continue
            }
            let startsElement = isFlow && matcher.depth > 0 && (previous == UInt8(ascii: "[") || previous == UInt8(ascii: ","))
            if startsElement, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var quoteProblems: [Diagnostic] = []
                let close = QuotedText.scan(file, from: index, to: end, into: &quoteProblems)
                if problem == nil, let first = quoteProblems.first { problem = first }
                guard let close else { break }
                (index, previous, contentEnd) = (close, byte, close)
                continue
            }
            if startsElement, let message = rejection(bytes, at: index, end: end, atValueStart: false, afterKey: false) {
                report(message, index, tokenLength(bytes, at: index, end: end))
            } else if byte == UInt8(ascii: ":"), matcher.depth == 0, index + 1 == end || isBlank(bytes[index + 1]) {
                report("unexpected ':' in a value; put the value in quotes, or write the nested key on its own line", index)
            } else if let mismatch = matcher.consume(byte, at: index) {
                report(mismatch.message, mismatch.offset)
            }
            (previous, contentEnd) = (byte, index + 1)
            index += 1
        }
        if let mismatch = matcher.unclosed() {
            report(mismatch.message, mismatch.offset)
        }
        if let problem { diagnostics.append(problem) }
        return contentEnd
    }

    /// What to say when a value, key or flow-list element starts with a character this format rejects.
    static func rejection(_ bytes: [UInt8], at index: Int, end: Int, atValueStart: Bool, afterKey: Bool) -> String? {
        var token: String {
            String(decoding: bytes[index..<(index + tokenLength(bytes, at: index, end: end))], as: UTF8.self)
        }
        switch bytes[index] {
        case UInt8(ascii: "&"):
            return "anchor '\(token)' is not supported; write the value out in full"
        case UInt8(ascii: "*"):
            return "alias '\(token)' is not supported; write the value out in full"
        case UInt8(ascii: "!"):
            return "tag '\(token)' is not supported; remove it"
        case UInt8(ascii: "{"):
            return "flow mappings ('{ ... }') are not supported; write one 'key: value' per line"
        case UInt8(ascii: "|") where atValueStart, UInt8(ascii: ">") where atValueStart:
            return "block scalar '\(token)' is not supported; write the value on one line"
        case UInt8(ascii: "-") where afterKey && (index + 1 == end || isBlank(bytes[index + 1])):
            return "a list cannot start on the same line as its key; put '- item' on the next line"
        default:
            return nil
        }
    }

    private static func tokenLength(_ bytes: [UInt8], at index: Int, end: Int) -> Int {
        var stop = index + 1
        while stop < end, !isBlank(bytes[stop]), bytes[stop] != UInt8(ascii: ","), bytes[stop] != UInt8(ascii: "]") {
            stop += 1
        }
        return stop - index
    }

    private static func trimmedEnd(_ bytes: [UInt8], from first: Int, to end: Int) -> Int {
        var stop = end
        while stop > first, isBlank(bytes[stop - 1]) { stop -= 1 }
        return stop
    }

    private static func location(_ file: SourceFile, _ offset: Int, _ end: Int) -> SourceLocation {
        SourceLocation(file: file, offset: offset, length: tokenLength(file.bytes, at: offset, end: end))
    }
}
