extension DeclarationScanner {
    /// The next significant token, skipping trivia; `nil` at the end.
    @inline(__always)
    mutating func peek() -> Token? {
        while index < tokens.count, tokens[index].kind.isTrivia {
            index += 1
        }
        return index < tokens.count ? tokens[index] : nil
    }

    /// Consumes the next significant token and returns its index.
    @inline(__always)
    @discardableResult
    mutating func take() -> Int {
        _ = peek()
        let taken = min(index, tokens.count - 1)
        index = taken + 1
        lastTaken = taken
        return taken
    }

    /// Whether the token right after the last one taken, with no trivia between, is of `kind`.
    @inline(__always)
    func isNextAdjacent(_ kind: TokenKind) -> Bool {
        index < tokens.count && tokens[index].kind == kind
    }

    /// Skips a bracketed group starting at the next token, `(`, `[`, `{` or a string interpolation's `\(`,
    /// through its closing bracket, and returns the token indices it covered.
    ///
    /// Brackets are counted per kind, except that a brace block counts only braces: it ends at the `}`
    /// that matches its `{`, whatever parentheses and square brackets inside it leave open, as the lexer
    /// skims it. A `}` with no `{` open inside the group ends the group before it, so an unbalanced `(` or
    /// `[` cannot swallow the brace that closes a type. Unterminated groups end at the end of input.
    ///
    /// With `findingLocalTypes`, a group that holds the keyword of a type that can be declared in code
    /// (`class`, `struct`, `enum` or `actor` before a name) is kept to be read for local types.
    @discardableResult
    mutating func skipGroup(findingLocalTypes: Bool = true) -> Range<Int> {
        _ = peek()
        let start = index
        let isBraceBlock = start < tokens.count && tokens[start].kind == .leftBrace
        if isBraceBlock, start > lastSkimmedGroup, start + 1 < tokens.count, tokens[start + 1].flags.contains(.skimmedBody) {
            lastSkimmedGroup = start
            if countsSkimmedRegions { skimmedRegions += 1 }
        }
        var parens = 0
        var brackets = 0
        var braces = 0
        var interpolations = 0
        var holdsTypeKeyword = false
        scan: while index < tokens.count {
            switch tokens[index].kind {
            case .keyword, .identifier:
                if !holdsTypeKeyword, Self.mayBeLocalTypeKeyword(tokens[index].keyword) {
                    holdsTypeKeyword = input.isLocalTypeKeyword(at: index)
                }
                index += 1
                continue
            case .interpolationStart: interpolations += 1
            case .interpolationEnd: if interpolations > 0 { interpolations -= 1 }
            case .leftParen where !isBraceBlock: parens += 1
            case .leftBracket where !isBraceBlock: brackets += 1
            case .leftBrace: braces += 1
            case .rightParen where !isBraceBlock: if parens > 0 { parens -= 1 }
            case .rightBracket where !isBraceBlock: if brackets > 0 { brackets -= 1 }
            case .rightBrace:
                guard braces > 0 else { break scan }
                braces -= 1
            default:
                index += 1
                continue
            }
            lastTaken = index
            index += 1
            if parens == 0, brackets == 0, braces == 0, interpolations == 0 { break }
        }
        if holdsTypeKeyword, findingLocalTypes {
            noteLocalTypes(in: start..<index)
        }
        return start..<index
    }
}

extension ScannerInput {
    /// The significant token after the one at `position`, and its index.
    func significant(after position: Int) -> (token: Token, index: Int)? {
        var next = position + 1
        while next < tokens.count {
            if !tokens[next].kind.isTrivia { return (tokens[next], next) }
            next += 1
        }
        return nil
    }

    /// The text of a name token, without backticks.
    func name(at position: Int) -> String {
        let token = tokens[position]
        var range = clamped(token.range)
        if token.flags.contains(.backticked), range.count >= 2 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The text of the tokens from `first` through `last`, each run of trivia between them made one space,
    /// or none next to a `.`.
    func text(from first: Int, through last: Int) -> String {
        guard first <= last, last < tokens.count else { return "" }
        var hasTrivia = false
        for position in first...last where tokens[position].kind.isTrivia {
            hasTrivia = true
            break
        }
        if !hasTrivia {
            let range = clamped(tokens[first].offset..<max(tokens[first].offset, tokens[last].end))
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        var length = 0
        for position in first...last {
            length += tokens[position].kind.isTrivia ? 1 : clamped(tokens[position].range).count
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var count = 0
            var needsSpace = false
            for position in first...last {
                let token = tokens[position]
                if token.kind.isTrivia {
                    needsSpace = count > 0 && tokens[position - 1].kind != .period
                    continue
                }
                if needsSpace, token.kind != .period {
                    buffer[count] = 0x20
                    count += 1
                }
                needsSpace = false
                for offset in clamped(token.range) {
                    buffer[count] = bytes[offset]
                    count += 1
                }
            }
            return count
        }
    }

    /// A type reference for the tokens from `first` through `last`.
    func reference(from first: Int, through last: Int) -> TypeReference {
        TypeReference(text: text(from: first, through: last), offset: tokens[first].offset)
    }

    /// Whether the token at `position` is a single operator character such as `<`, `>` or `&`.
    func isOperator(_ character: UInt8, at position: Int) -> Bool {
        guard position < tokens.count else { return false }
        let token = tokens[position]
        return token.kind == .operator && token.length == 1 && token.offset < bytes.count
            && bytes[token.offset] == character
    }

    /// Whether the token at `position` is exactly `text`.
    func hasText(_ position: Int, _ text: StaticString) -> Bool {
        let token = tokens[position]
        guard token.length == text.utf8CodeUnitCount, token.end <= bytes.count else { return false }
        let spelling = text.utf8Start
        for offset in 0..<token.length where bytes[token.offset + offset] != spelling[offset] {
            return false
        }
        return true
    }

    func firstByte(of token: Token) -> UInt8 {
        token.offset < bytes.count ? bytes[token.offset] : 0
    }

    fileprivate func clamped(_ range: Range<Int>) -> Range<Int> {
        min(range.lowerBound, bytes.count)..<min(range.upperBound, bytes.count)
    }
}
