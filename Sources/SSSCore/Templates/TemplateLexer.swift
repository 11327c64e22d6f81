/// Splits template source into literal text and `{{ … }}` tags.
///
/// A tag ends at the first `}}`. Comments may span lines; any other tag must end on the line where
/// it starts, so a forgotten `}}` is reported where the tag begins.
struct TemplateLexer {
    private let file: SourceFile
    private let bytes: [UInt8]
    private(set) var diagnostics: [Diagnostic] = []

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    mutating func tokens() -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var index = 0
        while index < bytes.count {
            guard let open = findDoubled(TemplateByte.openBrace, from: index, stopAtLineBreak: false) else {
                tokens.append(.text(index..<bytes.count))
                break
            }
            if open > index {
                tokens.append(.text(index..<open))
            }
            let contentStart = open + 2
            let isComment = firstNonBlank(from: contentStart) == UInt8(ascii: "!")
            guard let close = findDoubled(TemplateByte.closeBrace, from: contentStart, stopAtLineBreak: !isComment) else {
                diagnostics.append(.error(
                    "unclosed tag; expected '}}'",
                    at: SourceLocation(file: file, offset: open, length: 2)
                ))
                index = isComment ? bytes.count : endOfLine(from: contentStart)
                continue
            }
            var parser = TemplateTagParser(file: file, content: contentStart..<close)
            let kind = parser.parse()
            diagnostics += parser.diagnostics
            tokens.append(.tag(TemplateTag(kind: kind, range: open..<(close + 2))))
            index = close + 2
        }
        return tokens
    }

    /// The offset of the first two `brace` bytes in a row at or after `start`.
    private func findDoubled(_ brace: UInt8, from start: Int, stopAtLineBreak: Bool) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if stopAtLineBreak, TemplateByte.isLineBreak(byte) {
                return nil
            }
            if byte == brace, bytes[index + 1] == brace {
                return index
            }
            index += 1
        }
        return nil
    }

    private func firstNonBlank(from start: Int) -> UInt8? {
        var index = start
        while index < bytes.count, TemplateByte.isBlank(bytes[index]) {
            index += 1
        }
        return index < bytes.count ? bytes[index] : nil
    }

    /// The offset just past the line break that ends the line containing `start`.
    private func endOfLine(from start: Int) -> Int {
        var index = start
        while index < bytes.count, !TemplateByte.isLineBreak(bytes[index]) {
            index += 1
        }
        return min(index + 1, bytes.count)
    }
}
