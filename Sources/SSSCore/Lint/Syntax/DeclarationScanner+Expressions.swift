extension DeclarationScanner {
    /// Longest generic argument list, in tokens, looked for inside an expression.
    fileprivate static let genericArgumentLookahead = 64

    /// Inside an expression, skips `<…>` at the next token when it reads as generic arguments, as in
    /// `Box<Key, Value>()`, so its commas do not end the expression. Following Swift's parser, the `<`
    /// must follow a name directly, only type-like tokens may come before the matching `>`, and the token
    /// after it must be one that cannot start an operand (`(`, `.`, `)`, `,`, …).
    mutating func skipGenericArgumentsInExpression() -> Bool {
        guard index > 0, !tokens[index - 1].kind.isTrivia, let end = input.genericArgumentsEnd(from: index) else { return false }
        index = end
        lastTaken = end - 1
        return true
    }
}

extension ScannerInput {
    /// The index after the token that closes the generic arguments opened at `start`, if they are some.
    fileprivate func genericArgumentsEnd(from start: Int) -> Int? {
        var depth = 0
        var position = start
        var seen = 0
        while position < tokens.count, seen < DeclarationScanner.genericArgumentLookahead {
            let token = tokens[position]
            position += 1
            if token.kind.isTrivia { continue }
            seen += 1
            switch token.kind {
            case .operator:
                for offset in token.range where offset < bytes.count {
                    switch bytes[offset] {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"): depth -= 1
                    case UInt8(ascii: "&"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."): break
                    default: return nil
                    }
                }
                if depth == 0 { return endsGenericArguments(at: position) ? position : nil }
                if depth < 0 { return nil }
            case .identifier, .period, .comma, .colon, .postfixQuestion, .postfixExclamation, .arrow, .leftParen,
                .rightParen, .leftBracket, .rightBracket, .attribute:
                break
            case .keyword where token.keyword == .Self || token.keyword == .Any || token.keyword == .throws:
                break
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether what follows a closing `>` at `position` confirms generic arguments: the end of the line
    /// or of input, or a token that cannot start an operand.
    fileprivate func endsGenericArguments(at position: Int) -> Bool {
        var next = position
        while next < tokens.count, tokens[next].kind.isTrivia {
            if tokens[next].flags.contains(.containsNewline) || tokens[next].kind == .lineComment { return true }
            next += 1
        }
        guard next < tokens.count else { return true }
        switch tokens[next].kind {
        case .leftParen, .leftBracket, .period, .rightParen, .rightBracket, .leftBrace, .rightBrace, .comma,
            .semicolon, .colon, .postfixQuestion, .postfixExclamation:
            return true
        default:
            return false
        }
    }
}
