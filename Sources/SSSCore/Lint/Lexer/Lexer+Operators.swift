extension Lexer {
    /// An operator, a postfix `?` or `!`, or a bare `/…/` regex literal that starts inside an operator.
    ///
    /// An operator is a run of operator characters; `.` may continue it only when it starts with `.`,
    /// and `//` or `/*` inside it start a comment.
    mutating func lexOperator() {
        let start = position
        let first = bytes[start]
        let next = byte(at: start + 1)
        // A one-character operator (most are `.`, `=`, `<`, `>`) needs no search for its end or a regex.
        if first < 0x80, next < 0x80, classes[Int(next)] & ByteClass.operatorCharacter == 0,
            first != UInt8(ascii: "/"), first != UInt8(ascii: "?"), first != UInt8(ascii: "!")
        {
            emitOperator(from: start, to: start + 1, leftBound: input.isLeftBound(start))
            return
        }
        let leftBound = input.isLeftBound(start)
        if leftBound, first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
            let followsTry = previous.keyword == .try
            emit(first == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclamation, from: start, to: start + 1)
            prefersRegex = followsTry
            return
        }
        let index = input.operatorEnd(from: start)
        if let slash = input.firstSlash(from: start, to: index),
            let regex = regexInOperator(slash: slash, operatorStart: start, operatorEnd: index, leftBound: leftBound)
        {
            if slash > start {
                emitOperator(from: start, to: slash, leftBound: leftBound)
            }
            emit(.regex, from: slash, to: regex.end, flags: regex.flags)
            return
        }
        emitOperator(from: start, to: index, leftBound: leftBound)
    }

    private mutating func emitOperator(from start: Int, to end: Int, leftBound: Bool) {
        let rightBound = input.isRightBound(end, leftBound: leftBound)
        var kind = TokenKind.operator
        if end - start == 1 {
            switch bytes[start] {
            case UInt8(ascii: "="): kind = .equal
            case UInt8(ascii: "."): kind = .period
            case UInt8(ascii: "?"): kind = .infixQuestion
            default: break
            }
        } else if end - start == 2, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") {
            kind = .arrow
        }
        var flags: TokenFlags = []
        if leftBound != rightBound {
            flags = leftBound ? .postfixOperator : .prefixOperator
        }
        emit(kind, from: start, to: end, flags: flags)
    }
}

extension LexerInput {
    fileprivate func operatorEnd(from start: Int) -> Int {
        let startsWithDot = bytes[start] == UInt8(ascii: ".")
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard classes[Int(byte)] & ByteClass.operatorCharacter != 0 else { break }
                if index > start {
                    if byte == UInt8(ascii: "."), !startsWithDot { break }
                    if byte == UInt8(ascii: "/") {
                        let next = self.byte(at: index + 1)
                        if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
                    }
                }
                index += 1
            } else if let (scalar, length) = UnicodeClass.decode(bytes, at: index, count: count),
                index == start ? UnicodeClass.isOperatorHead(scalar) : UnicodeClass.isOperatorBody(scalar)
            {
                index += length
            } else {
                break
            }
        }
        return max(index, start + 1)
    }

    fileprivate func firstSlash(from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }

    /// Whether the byte before `start` binds an operator to what precedes it.
    func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch bytes[start - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x00,
            UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && bytes[start - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(start >= 2 && bytes[start - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether the byte at `end` binds an operator ending there to what follows it.
    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < count else { return false }
        switch bytes[end] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x00,
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(at: end + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return byte(at: end + 1) != 0xA0
        default:
            return true
        }
    }
}
