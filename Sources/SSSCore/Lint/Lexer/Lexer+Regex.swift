extension Lexer {
    /// Where a regex literal ends, with its flags.
    struct RegexEnd {
        var end: Int
        var flags: TokenFlags
    }

    /// A bare `/…/` regex literal starting at the first `/` of an operator, when Swift 6 would read one there.
    ///
    /// A `/` bound to what precedes it divides. When nothing binds it on either side, as in `a / b`, a regex
    /// can start only where an expression is expected, such as after `=`, `(` or `return`.
    func regexInOperator(slash: Int, operatorStart: Int, operatorEnd: Int, leftBound: Bool) -> RegexEnd? {
        guard !leftBound else { return nil }
        if previous.kind == .keyword, previous.keyword == .func || previous.keyword == .operator {
            return nil
        }
        var mustBeRegex = false
        if !input.isRightBound(operatorEnd, leftBound: false) {
            mustBeRegex = prefersRegex
            guard mustBeRegex || expectsExpression() else { return nil }
            switch previous.kind {
            case .leftParen, .leftBracket, .comma, .colon, .interpolationStart:
                break
            default:
                mustBeRegex = true
            }
        }
        return input.regexEnd(slash: slash, pounds: 0, mustBeRegex: mustBeRegex)
    }

    /// Whether the previous token leaves the lexer where an expression may start.
    private func expectsExpression() -> Bool {
        switch previous.kind {
        case .whitespace, .leftParen, .leftBracket, .leftBrace, .interpolationStart, .equal, .semicolon, .comma,
            .colon, .infixQuestion, .poundIf, .poundElseif, .poundElse, .poundEndif, .unknown:
            return true
        case .operator:
            return !previous.flags.contains(.postfixOperator)
        case .keyword:
            switch previous.keyword {
            case .true, .false, .Any, .nil, .self, .Self, .super, .wildcard: return false
            default: return true
            }
        default:
            return false
        }
    }
}

extension LexerInput {
    /// The end of a regex literal whose (first) `/` is at `slash`, after `pounds` `#`.
    ///
    /// When the literal is not certain (`mustBeRegex` false), the heuristics of Swift's lexer reject it:
    /// a space or tab right after the opening or before the closing `/`, an unbalanced `)`, or no closing
    /// `/` on the line. A certain literal that does not close is returned flagged ``TokenFlags/malformed``.
    func regexEnd(slash: Int, pounds: Int, mustBeRegex: Bool) -> Lexer.RegexEnd? {
        var index = slash + 1
        if pounds == 0 {
            let next = byte(at: index)
            if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
            if !mustBeRegex, next == 0x20 || next == 0x09 { return nil }
            if slash > 0, bytes[slash - 1] == UInt8(ascii: "*") { return nil }
        }
        let firstNewline = pounds > 0 ? newlineAfterSpaces(from: index) : nil
        if let firstNewline { index = firstNewline }
        let isMultiline = firstNewline != nil
        let lineFlags: TokenFlags = isMultiline ? .multiline : []
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        scanning: while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") {
                var end = index + 1
                if pounds > 0 {
                    while self.byte(at: end) == UInt8(ascii: "#") { end += 1 }
                }
                if end - index - 1 >= pounds {
                    if pounds == 0 {
                        let after = self.byte(at: end)
                        if after == UInt8(ascii: "*") || after == UInt8(ascii: "/") { break scanning }
                        if lastSpace == index - 1, !mustBeRegex { return nil }
                    }
                    return Lexer.RegexEnd(end: end, flags: lineFlags)
                }
            }
            switch byte {
            case 0x0A, 0x0D:
                guard isMultiline else { return unterminated(at: index, mustBeRegex: mustBeRegex, flags: lineFlags) }
            case UInt8(ascii: "\\"):
                index += 1
                guard index < count else { break scanning }
                let escaped = bytes[index]
                if !isMultiline, escaped == 0x0A || escaped == 0x0D {
                    return unterminated(at: index, mustBeRegex: mustBeRegex, flags: lineFlags)
                }
                while index + 1 < count, bytes[index + 1] & 0xC0 == 0x80 { index += 1 }
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case 0x20, 0x09:
                lastSpace = index
            default:
                break
            }
            index += 1
        }
        return unterminated(at: firstNewline ?? min(index, count), mustBeRegex: mustBeRegex, flags: lineFlags)
    }

    fileprivate func unterminated(at end: Int, mustBeRegex: Bool, flags: TokenFlags) -> Lexer.RegexEnd? {
        mustBeRegex ? Lexer.RegexEnd(end: end, flags: flags.union(.malformed)) : nil
    }

    /// The offset of a line break reached by skipping spaces and tabs from `start`, if any.
    fileprivate func newlineAfterSpaces(from start: Int) -> Int? {
        var index = start
        while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 {
            index += 1
        }
        guard index < count, bytes[index] == 0x0A || bytes[index] == 0x0D else { return nil }
        return index
    }
}
