extension Lexer {
    /// A name or a keyword.
    mutating func lexIdentifier() {
        let start = position
        let (end, isASCII) = input.nameEnd(from: start)
        guard end > start else {
            emit(.unknown, from: start, to: start + 1, flags: .malformed)
            return
        }
        let keyword = isASCII ? input.keyword(at: start, count: end &- start) : .none
        let namesFunction = skimsBodies && previous.keyword == .func && !keyword.isReserved
        if skimsBodies, keyword != .none { notePendingBody(keyword) }
        emit(keyword.isReserved ? .keyword : .identifier, from: start, to: end, keyword: keyword)
        if namesFunction, isAtDeclarationLevel { skimSignature() }
    }

    /// `$0`, `$name` or a lone `$`.
    mutating func lexDollarIdentifier() {
        let start = position
        emit(.identifier, from: start, to: input.nameEnd(from: start + 1).end)
    }

    /// `` `name` ``; a backtick without a partner on its line is a malformed one-byte token.
    mutating func lexBacktickedIdentifier() {
        let start = position
        let end = input.skimBacktick(at: start)
        if end > start + 1 {
            emit(.identifier, from: start, to: end, flags: .backticked)
        } else {
            emit(.unknown, from: start, to: start + 1, flags: .malformed)
        }
    }

    /// `@` and the attribute's name.
    mutating func lexAttribute() {
        let start = position
        emit(.attribute, from: start, to: input.nameEnd(from: start + 1).end)
    }

    /// `#` followed by a raw string, an extended regex literal, a conditional compilation keyword,
    /// or any other name.
    mutating func lexPound() {
        let start = position
        var index = start
        while byte(at: index) == UInt8(ascii: "#") {
            index += 1
        }
        let next = byte(at: index)
        if next == UInt8(ascii: "\"") {
            lexStringStart(pounds: index - start)
            return
        }
        if next == UInt8(ascii: "/"), let end = input.regexEnd(slash: index, pounds: index - start, mustBeRegex: true) {
            emit(.regex, from: start, to: end.end, flags: end.flags)
            return
        }
        let wordEnd = input.nameEnd(from: start + 1).end
        emit(input.directiveKind(from: start + 1, to: wordEnd), from: start, to: wordEnd)
    }
}

extension LexerInput {
    /// The end of the run of name characters starting at `start`; `isASCII` tells whether all were ASCII.
    @inline(__always)
    func nameEnd(from start: Int) -> (end: Int, isASCII: Bool) {
        let index = NameEndSearch.next(in: bytes, from: start, count: count)
        guard index < count, bytes[index] >= 0x80 else {
            return (index, true)
        }
        return nonASCIINameEnd(from: index)
    }

    /// ``nameEnd(from:)`` from `start`, where the name may go on with a character from U+0080 up; kept
    /// out of line so that names of ASCII alone, nearly all, skip its setup.
    @inline(never)
    private func nonASCIINameEnd(from start: Int) -> (end: Int, isASCII: Bool) {
        var index = start
        var isASCII = true
        while index < count, bytes[index] >= 0x80, let (scalar, length) = UnicodeClass.decode(bytes, at: index, count: count),
            UnicodeClass.isIdentifierCharacter(scalar)
        {
            index = NameEndSearch.next(in: bytes, from: index &+ length, count: count)
            isASCII = false
        }
        return (index, isASCII)
    }

    fileprivate func directiveKind(from start: Int, to end: Int) -> TokenKind {
        switch keyword(at: start, count: end - start) {
        case .if: .poundIf
        case .else: .poundElse
        case .none where end - start == 6 && isElseif(at: start): .poundElseif
        case .none where end - start == 5 && isEndif(at: start): .poundEndif
        default: .directive
        }
    }

    fileprivate func isElseif(at start: Int) -> Bool {
        matches("elseif", at: start)
    }

    fileprivate func isEndif(at start: Int) -> Bool {
        matches("endif", at: start)
    }

    func matches(_ word: StaticString, at start: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        guard length > 0 else { return true }
        guard start >= 0, start + length <= count else { return false }
        let spelling = word.utf8Start
        // Most places hold another word: the first byte tells at once.
        guard bytes[start] == spelling[0] else { return false }
        for index in 1..<length where bytes[start + index] != spelling[index] {
            return false
        }
        return true
    }
}
