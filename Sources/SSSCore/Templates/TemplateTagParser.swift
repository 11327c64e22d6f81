/// Reads what stands between `{{` and `}}`: a comment, a section tag, `else` or a value with helpers.
struct TemplateTagParser {
    static let loopVariables = ["@index", "@first", "@last"]

    private let file: SourceFile
    private let bytes: [UInt8]
    private var position: Int
    private var end: Int
    private let tag: Range<Int>
    private(set) var diagnostics: [Diagnostic] = []

    /// `content` is the range between `{{` and `}}`.
    init(file: SourceFile, content: Range<Int>) {
        self.file = file
        self.bytes = file.bytes
        self.position = content.lowerBound
        self.end = content.upperBound
        self.tag = (content.lowerBound - 2)..<(content.upperBound + 2)
    }

    mutating func parse() -> TemplateTag.Kind {
        skipBlanks()
        while end > position, TemplateByte.isBlank(bytes[end - 1]) {
            end -= 1
        }
        guard position < end else {
            report("empty tag", at: tag.lowerBound, length: tag.count)
            return .invalid
        }
        switch bytes[position] {
        case UInt8(ascii: "!"):
            return .comment
        case UInt8(ascii: "#"):
            position += 1
            return parseOpening()
        case UInt8(ascii: "/"):
            position += 1
            return parseClosing()
        default:
            return parseElseOrInsertion()
        }
    }

    private mutating func parseOpening() -> TemplateTag.Kind {
        let keywordStart = position
        let keyword = readName()
        guard !keyword.isEmpty else {
            report("expected 'each', 'if' or 'unless' after '#'", at: keywordStart)
            return .invalid
        }
        let section = SectionKind(rawValue: keyword)
        if section == nil {
            let hint = Suggestion.hint(for: keyword, in: SectionKind.allCases.map(\.rawValue))
            report("unknown section keyword '\(keyword)'\(hint)", at: keywordStart, length: keyword.utf8.count)
        }
        skipBlanks()
        guard position < end else {
            report("expected a value after '#\(keyword)'", at: position)
            return .open(keyword: keyword, section: section, expression: nil)
        }
        return .open(keyword: keyword, section: section, expression: parseExpression())
    }

    private mutating func parseClosing() -> TemplateTag.Kind {
        let keywordStart = position
        let keyword = readName()
        if keyword.isEmpty {
            report("expected 'each', 'if' or 'unless' after '/'", at: keywordStart)
            return .invalid
        }
        skipBlanks()
        reportUnexpectedRest(after: "'/\(keyword)'")
        return .close(keyword: keyword)
    }

    private mutating func parseElseOrInsertion() -> TemplateTag.Kind {
        let start = position
        if readName() == "else" {
            skipBlanks()
            reportUnexpectedRest(after: "'else'")
            return .otherwise
        }
        position = start
        return parseExpression().map(TemplateTag.Kind.insert) ?? .invalid
    }

    /// Reads `path ( | helper )*` up to the end of the tag.
    private mutating func parseExpression() -> TemplateExpression? {
        guard let segments = parsePath() else { return nil }
        var helpers: [TemplateExpression.HelperUse] = []
        var helpersAreKnown = true
        skipBlanks()
        while position < end, bytes[position] == UInt8(ascii: "|") {
            position += 1
            skipBlanks()
            let nameStart = position
            let name = readName()
            guard !name.isEmpty else {
                report("expected a helper name after '|'", at: nameStart)
                return nil
            }
            if let helper = TemplateHelper(rawValue: name) {
                helpers.append(.init(helper: helper, offset: nameStart))
            } else {
                let hint = Suggestion.hint(for: name, in: TemplateHelper.allCases.map(\.rawValue))
                report("unknown helper '\(name)'\(hint)", at: nameStart, length: name.utf8.count)
                helpersAreKnown = false
            }
            skipBlanks()
        }
        guard reportUnexpectedRest(after: nil), helpersAreKnown else { return nil }
        return TemplateExpression(segments: segments, helpers: helpers)
    }

    /// Reads `name(.name)*` or a loop variable such as `@index`.
    private mutating func parsePath() -> [TemplateExpression.Segment]? {
        let start = position
        if position < end, bytes[position] == UInt8(ascii: "@") {
            position += 1
            let name = "@" + readName()
            guard Self.loopVariables.contains(name) else {
                let hint = Suggestion.hint(for: name, in: Self.loopVariables)
                report("unknown loop variable '\(name)'\(hint)", at: start, length: position - start)
                return nil
            }
            return [.init(name: name, offset: start)]
        }
        var segments: [TemplateExpression.Segment] = []
        while true {
            let segmentStart = position
            let name = readName()
            guard !name.isEmpty else {
                report(segments.isEmpty ? "expected a variable name" : "expected a name after '.'", at: segmentStart)
                return nil
            }
            segments.append(.init(name: name, offset: segmentStart))
            guard position < end, bytes[position] == UInt8(ascii: ".") else { return segments }
            position += 1
        }
    }

    /// Reports anything left before `}}`; true when nothing is left.
    @discardableResult
    private mutating func reportUnexpectedRest(after what: String?) -> Bool {
        guard position < end else { return true }
        let rest = String(decoding: bytes[position..<end], as: UTF8.self)
        let place = what.map { " after \($0)" } ?? " in tag"
        report("unexpected '\(rest)'\(place)", at: position, length: end - position)
        return false
    }

    /// Letters, digits and underscores from the current position.
    private mutating func readName() -> String {
        let start = position
        while position < end, Self.isNameByte(bytes[position]) {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private mutating func skipBlanks() {
        while position < end, TemplateByte.isBlank(bytes[position]) {
            position += 1
        }
    }

    private mutating func report(_ message: String, at offset: Int, length: Int = 1) {
        diagnostics.append(.error(message, at: SourceLocation(file: file, offset: offset, length: length)))
    }
}
