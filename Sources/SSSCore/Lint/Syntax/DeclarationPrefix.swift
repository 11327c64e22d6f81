/// The attributes and modifiers read before a declaration's keyword.
struct DeclarationPrefix {
    /// The offset of the first attribute or modifier.
    var start: Int?
    var attributes: [Attribute] = []
    var modifiers: Modifiers = []

    mutating func reset() {
        start = nil
        if !attributes.isEmpty { attributes = [] }
        modifiers = []
    }

    /// Where the declaration starts: its first attribute or modifier, or else its keyword at `keywordOffset`.
    func offset(keywordOffset: Int) -> Int {
        start ?? keywordOffset
    }
}

extension DeclarationScanner {
    /// `@name`, a qualified `@Outer.Name`, generic arguments, and `(arguments)` written right after it.
    mutating func readAttribute(into prefix: inout DeclarationPrefix) {
        let attribute = readAttribute()
        prefix.start = prefix.start ?? attribute.offset
        prefix.attributes.append(attribute)
    }

    /// The attribute at the next token; without `builds`, with an empty name.
    mutating func readAttribute(builds: Bool = true) -> Attribute {
        let first = take()
        while isNextAdjacent(.period), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
            take()
            take()
        }
        let name = builds ? input.attributeName(from: first, through: lastTaken) : ""
        if index < tokens.count, input.isOperator(UInt8(ascii: "<"), at: index) {
            _ = skipGenericArguments()
        }
        var arguments: Range<Int>?
        if isNextAdjacent(.leftParen) {
            let group = skipGroup()
            let open = tokens[group.lowerBound]
            let closeIndex = group.upperBound - 1
            let closed = closeIndex > group.lowerBound && tokens[closeIndex].kind == .rightParen
            arguments = open.end..<(closed ? tokens[closeIndex].offset : tokens[closeIndex].end)
        }
        return Attribute(name: name, offset: tokens[first].offset, arguments: arguments)
    }

    /// A modifier, with `(set)`, `(safe)`, `(unsafe)` arguments when written right after it.
    mutating func readModifier(_ modifier: Modifiers, setter: Modifiers?, into prefix: inout DeclarationPrefix) {
        let position = take()
        prefix.start = prefix.start ?? tokens[position].offset
        guard isNextAdjacent(.leftParen) else {
            prefix.modifiers.insert(modifier)
            return
        }
        let group = skipGroup()
        let isSetterOnly = input.significant(after: group.lowerBound).map { input.hasText($0.index, "set") } ?? false
        prefix.modifiers.insert(isSetterOnly ? (setter ?? modifier) : modifier)
    }

    /// A statement among declarations (top-level code): skipped through its first brace block. It stops
    /// early at a declaration keyword other than `let`, `var` and `case` (which conditions use); the `while`
    /// of a `repeat` loop ends with its line.
    mutating func skipStatement() {
        let endsWithLine = peek()?.keyword == .while && lastTaken < tokens.count && tokens[lastTaken].kind == .rightBrace
        take()
        while let token = peek() {
            if endsWithLine, index > 0, tokens[index - 1].flags.contains(.containsNewline) { return }
            switch token.kind {
            case .leftBrace:
                skipGroup()
                return
            case .rightBrace, .attribute, .poundIf, .poundElseif, .poundElse, .poundEndif:
                return
            case .leftParen, .leftBracket, .interpolationStart:
                skipGroup()
            case .keyword where token.keyword != .let && token.keyword != .var && token.keyword != .case
                && input.startsDeclaration(token, at: index):
                return
            default:
                take()
            }
        }
    }
}

extension ScannerInput {
    /// The name of the attribute whose tokens run from `first`, its `@` and first name, through `last`,
    /// with no trivia between them: the bytes after the `@`. A name whose first byte is not ASCII may
    /// begin with a mark that joins the `@` in one character, so it is the text less that character.
    fileprivate func attributeName(from first: Int, through last: Int) -> String {
        let start = tokens[first].offset + 1
        let end = min(tokens[last].end, bytes.count)
        guard start < end, bytes[start] < 0x80 else { return String(text(from: first, through: last).dropFirst()) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Whether the word at `position`, which can be a modifier, is one here: reserved modifiers always are;
    /// contextual ones (`final`, `weak`, …) only before another modifier or a declaration keyword.
    func isModifier(at position: Int) -> Bool {
        let token = tokens[position]
        if token.kind == .keyword { return true }
        guard var next = significant(after: position) else { return false }
        if next.token.kind == .leftParen, next.index == position + 1,
            let argument = significant(after: next.index), let close = significant(after: argument.index),
            close.token.kind == .rightParen, let after = significant(after: close.index)
        {
            next = after
        }
        return startsDeclaration(next.token, at: next.index)
    }

    /// Whether `token` is a declaration keyword or a modifier, so a declaration continues with it.
    func startsDeclaration(_ token: Token, at position: Int) -> Bool {
        switch token.keyword {
        case .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var, .let,
            .case, .typealias, .associatedtype, .import, .operator, .precedencegroup:
            return token.kind == .keyword
        case .actor, .macro:
            return significant(after: position)?.token.kind == .identifier
        default:
            return Modifiers.named(token.keyword) != nil
        }
    }

    /// Whether `class` at `position` is the modifier of `class func`, `class var`, … rather than a class.
    func isClassModifier(at position: Int) -> Bool {
        guard let next = significant(after: position) else { return false }
        return startsDeclaration(next.token, at: next.index)
    }
}
