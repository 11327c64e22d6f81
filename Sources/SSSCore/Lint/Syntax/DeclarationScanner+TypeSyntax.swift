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
            var isGroup = false
            if token.kind == .attribute {
                let position = index
                let attribute = readAttribute()
                first = first ?? position
                guard attribute.arguments != nil, continuesFunctionType() else { continue }
                isGroup = true
            } else if input.isTypePrefix(token, at: index) {
                let position = take()
                first = first ?? position
                continue
            } else if token.kind == .identifier || (token.kind == .keyword && input.isTypeName(token.keyword)) {
                first = first ?? index
                take()
            } else if token.kind == .leftParen || token.kind == .leftBracket {
                first = first ?? index
                isGroup = token.kind == .leftParen
                skipGroup()
            } else {
                break
            }
            if let extra = readQualifiedRest(), extra > 0 {
                return ScannedType(first: first ?? lastTaken, last: lastTaken, extraClosingAngles: extra)
            }
            skipTypeSuffixes(afterGroup: isGroup)
            guard let next = peek(), next.kind == .arrow || input.isOperator(UInt8(ascii: "&"), at: index) else { break }
            take()
        }
        return first.map { ScannedType(first: $0, last: max($0, lastTaken)) }
    }

    /// Whether the next token continues a function type, so parentheses written right after an attribute
    /// (`@autoclosure() -> T`) were the function's parameters rather than the attribute's arguments.
    private mutating func continuesFunctionType() -> Bool {
        guard let next = peek() else { return false }
        return next.kind == .arrow || next.keyword == .throws || (next.kind == .identifier && next.keyword == .async)
    }

    /// Generic arguments and `.Member` parts after a type's first name. Returns the `>` closed beyond the
    /// arguments read, when a fused token such as `>>` closes more. A `.` with a blank before it may have
    /// one after it too (`Tree . Node`), as Swift allows; one with a blank after it only may not.
    private mutating func readQualifiedRest() -> Int? {
        while index < tokens.count {
            if input.isOperator(UInt8(ascii: "<"), at: index) || input.startsWithOpeningAngle(index) {
                let extra = skipGenericArguments()
                if extra > 0 { return extra }
                continue
            }
            guard let period = input.significant(after: index - 1), period.token.kind == .period,
                let member = input.significant(after: period.index), member.index == period.index + 1 || period.index > index,
                member.token.kind == .identifier || member.token.kind == .keyword
            else { return nil }
            index = member.index + 1
            lastTaken = member.index
        }
        return nil
    }

    /// `?`, `!` and `...` after a type; effects after a parenthesized one, as in `() async throws(E) -> T`.
    private mutating func skipTypeSuffixes(afterGroup: Bool) {
        while let token = peek() {
            switch token.kind {
            case .postfixQuestion, .postfixExclamation:
                take()
            case .operator where token.flags.contains(.postfixOperator) && input.hasText(index, "..."):
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

extension ScannerInput {
    /// `some`, `any`, `inout`, `each`, `repeat`, `borrowing`, `consuming`, `sending`, `isolated`, `__owned`,
    /// `__shared`, and `~` before a type; `token` is the one at `position`.
    ///
    /// Most tokens asked about are plain names: a first byte other than `_` or `~` turns them away before
    /// any word is compared.
    fileprivate func isTypePrefix(_ token: Token, at position: Int) -> Bool {
        if token.keyword == .none {
            let first = firstByte(of: token)
            if first == UInt8(ascii: "~") {
                return token.kind == .operator && token.flags.contains(.prefixOperator) && isOperator(first, at: position)
            }
            guard first == UInt8(ascii: "_"), token.kind == .identifier,
                hasText(position, "__owned") || hasText(position, "__shared")
            else { return false }
        } else {
            switch token.keyword {
            case .some, .any, .inout, .each, .repeat, .borrowing, .consuming, .sending, .isolated:
                break
            default:
                return false
            }
        }
        guard let next = significant(after: position) else { return false }
        switch next.token.kind {
        case .identifier, .leftParen, .leftBracket, .attribute:
            return true
        case .keyword:
            return isTypeName(next.token.keyword)
        default:
            return false
        }
    }

    fileprivate func isTypeName(_ keyword: Keyword) -> Bool {
        keyword == .Self || keyword == .Any || keyword == .wildcard
    }

    fileprivate func startsWithOpeningAngle(_ position: Int) -> Bool {
        let token = tokens[position]
        return token.kind == .operator && firstByte(of: token) == UInt8(ascii: "<") && position > 0
            && !tokens[position - 1].kind.isTrivia
    }
}
