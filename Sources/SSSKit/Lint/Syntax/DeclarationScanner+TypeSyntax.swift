extension DeclarationScanner {
    /// A type read by ``scanType()``: its first and last token, and how many `>` its last token closed
    /// beyond its own generic arguments (`>>` in `<T: Box<Int>>` also closes the enclosing clause).
    struct ScannedType {
        var first: Int
        var last: Int
        var extraClosingAngles = 0
    }

    /// Reads one type: `Name<Args>.Member?`, `[Key: Value]`, `(A, B) async throws -> C`, `some P & Q`,
    /// `@escaping () -> Void`, `inout T`, `T...`. Returns `nil`, consuming nothing, when no type starts here.
    mutating func scanType() -> ScannedType? {
        var first: Int?
        while let token = peek() {
            if token.kind == .attribute {
                let position = index
                _ = readAttribute()
                first = first ?? position
                continue
            }
            if isTypePrefix(token) {
                let position = take()
                first = first ?? position
                continue
            }
            var isGroup = false
            if token.kind == .identifier || (token.kind == .keyword && isTypeName(token.keyword)) {
                first = first ?? index
                take()
                if let extra = readQualifiedRest(), extra > 0 {
                    return ScannedType(first: first ?? lastTaken, last: lastTaken, extraClosingAngles: extra)
                }
            } else if token.kind == .leftParen || token.kind == .leftBracket {
                first = first ?? index
                isGroup = token.kind == .leftParen
                skipGroup()
            } else {
                break
            }
            skipTypeSuffixes(afterGroup: isGroup)
            guard let next = peek(), next.kind == .arrow || isOperator(UInt8(ascii: "&"), at: index) else { break }
            take()
        }
        return first.map { ScannedType(first: $0, last: max($0, lastTaken)) }
    }

    /// `some`, `any`, `inout`, `each`, `repeat`, `borrowing`, `consuming`, `sending`, and `~` before a type.
    private func isTypePrefix(_ token: Token) -> Bool {
        switch token.keyword {
        case .some, .any, .inout, .each, .repeat, .borrowing, .consuming, .sending:
            guard let next = significant(after: index) else { return false }
            return next.token.kind == .identifier || next.token.kind == .leftParen || next.token.kind == .leftBracket
                || (next.token.kind == .keyword && isTypeName(next.token.keyword))
        default:
            return token.kind == .operator && token.flags.contains(.prefixOperator) && isOperator(UInt8(ascii: "~"), at: index)
        }
    }

    private func isTypeName(_ keyword: Keyword) -> Bool {
        keyword == .Self || keyword == .Any || keyword == .wildcard
    }

    /// Generic arguments and `.Member` parts after a type's first name. Returns the `>` closed beyond the
    /// arguments read, when a fused token such as `>>` closes more.
    private mutating func readQualifiedRest() -> Int? {
        while index < tokens.count {
            if isOperator(UInt8(ascii: "<"), at: index) || startsWithOpeningAngle(index) {
                let extra = skipGenericArguments()
                if extra > 0 { return extra }
                continue
            }
            guard let period = significant(after: index - 1), period.token.kind == .period,
                let member = significant(after: period.index), member.index == period.index + 1,
                member.token.kind == .identifier || member.token.kind == .keyword
            else { return nil }
            index = member.index + 1
            lastTaken = member.index
        }
        return nil
    }

    private func startsWithOpeningAngle(_ position: Int) -> Bool {
        let token = tokens[position]
        return token.kind == .operator && firstByte(of: token) == UInt8(ascii: "<") && position > 0
            && !tokens[position - 1].kind.isTrivia
    }

    /// `?`, `!` and `...` after a type; effects after a parenthesized one, as in `() async throws(E) -> T`.
    private mutating func skipTypeSuffixes(afterGroup: Bool) {
        while let token = peek() {
            switch token.kind {
            case .postfixQuestion, .postfixExclamation:
                take()
            case .operator where token.flags.contains(.postfixOperator) && hasText(index, "..."):
                take()
            case .identifier where afterGroup && (token.keyword == .async):
                take()
            case .keyword where afterGroup && (token.keyword == .throws || token.keyword == .rethrows):
                take()
                if isNextAdjacent(.leftParen) { skipGroup() }
            default:
                return
            }
        }
    }

    /// Skips `<…>` starting at the next token (or the rest of it when `openAngles` are already open), counting `<` and `>` inside operator tokens, so `>>` and
    /// `>?` close as many angles as they hold. Returns how many `>` closed more than were open.
    /// Stops without consuming at a brace, `;` or `=`, where generic arguments cannot go on.
    mutating func skipGenericArguments(openAngles: Int = 0) -> Int {
        var depth = openAngles
        while let token = peek() {
            switch token.kind {
            case .operator, .postfixQuestion, .postfixExclamation, .infixQuestion:
                for offset in token.range where offset < bytes.count {
                    if bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
                take()
                if depth <= 0 { return -depth }
            case .leftParen, .leftBracket:
                skipGroup()
            case .leftBrace, .rightBrace, .rightParen, .rightBracket, .semicolon, .equal:
                return 0
            default:
                take()
            }
        }
        return 0
    }
}
