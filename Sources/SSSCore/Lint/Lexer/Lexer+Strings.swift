extension Lexer {
    /// The opening delimiter of a string literal; `pounds` `#` come before the quote.
    ///
    /// `"""` opens a multi-line string, except in a raw string that closes on the same line (`#"""#`
    /// is a one-line string holding a quote).
    mutating func lexStringStart(pounds: Int) {
        let start = position
        let quote = start + pounds
        var isMultiline = false
        if byte(at: quote + 1) == UInt8(ascii: "\""), byte(at: quote + 2) == UInt8(ascii: "\"") {
            isMultiline = pounds == 0 || !input.closesOnSameLine(from: quote + 1, pounds: pounds)
        }
        let tokenIndex = tokens.count
        emit(.stringStart, from: start, to: isMultiline ? quote + 3 : quote + 1, flags: isMultiline ? .multiline : [])
        pushString(pounds: pounds, isMultiline: isMultiline, startToken: tokenIndex)
    }

    /// Text of the innermost string up to an interpolation, its closing delimiter, or (for a
    /// single-line string) the end of the line, which leaves the string unterminated.
    mutating func lexStringText() {
        let frame = strings[strings.count - 1]
        let start = position
        var index = start
        while index < count {
            let byte = bytes[index]
            if classes[Int(byte)] & ByteClass.stringStop == 0 {
                index = input.plainTextEnd(from: index &+ 1)
            } else if byte == UInt8(ascii: "\\") {
                guard input.hasPounds(frame.pounds, at: index + 1) else {
                    index += 1
                    continue
                }
                let escaped = index + 1 + frame.pounds
                let next = self.byte(at: escaped)
                if next == UInt8(ascii: "("), escaped < count {
                    emitSegment(from: start, to: index)
                    emit(.interpolationStart, from: index, to: escaped + 1)
                    enterInterpolation()
                    return
                }
                let skipsNext = escaped < count && (next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\"))
                index = skipsNext ? escaped + 1 : escaped
            } else if byte == UInt8(ascii: "\"") {
                if let end = input.closingDelimiterEnd(at: index, frame: frame) {
                    emitSegment(from: start, to: index)
                    emit(.stringEnd, from: index, to: end, flags: frame.isMultiline ? .multiline : [])
                    popString()
                    return
                }
                index += 1
            } else if frame.isMultiline {
                index += 1
            } else {
                emitSegment(from: start, to: index)
                markUnterminated(frame)
                popString()
                return
            }
        }
        emitSegment(from: start, to: index)
    }

    private mutating func emitSegment(from start: Int, to end: Int) {
        if end > start {
            emit(.stringSegment, from: start, to: end)
        }
    }
}

extension LexerInput {
    fileprivate func closesOnSameLine(from start: Int, pounds: Int) -> Bool {
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D { return false }
            if byte == UInt8(ascii: "\""), hasPounds(pounds, at: index + 1) { return true }
            index += 1
        }
        return false
    }

    /// Whether `pounds` `#` start at `index`.
    @inline(__always)
    func hasPounds(_ pounds: Int, at index: Int) -> Bool {
        guard index + pounds <= count else { return false }
        var offset = 0
        while offset < pounds {
            if bytes[index + offset] != UInt8(ascii: "#") { return false }
            offset += 1
        }
        return true
    }

    fileprivate func closingDelimiterEnd(at quote: Int, frame: Lexer.StringFrame) -> Int? {
        var end = quote + 1
        if frame.isMultiline {
            guard byte(at: quote + 1) == UInt8(ascii: "\""), byte(at: quote + 2) == UInt8(ascii: "\"") else { return nil }
            end = quote + 3
        }
        return hasPounds(frame.pounds, at: end) ? end + frame.pounds : nil
    }

    /// The offset of the first byte at or after `start` that ends plain string text (one of
    /// ``ByteClass/stringStop``: `\`, `"`, CR, LF), or the end of input; 16 bytes at a time.
    @inline(__always)
    func plainTextEnd(from start: Int) -> Int {
        var index = start
        while index &+ 16 <= count {
            let block = ByteLanes.load(bytes, at: index)
            let stops = ByteLanes.equal(block, UInt8(ascii: "\\")) | ByteLanes.equal(block, UInt8(ascii: "\""))
                | ByteLanes.equal(block, 0x0A) | ByteLanes.equal(block, 0x0D)
            if let found = ByteLanes.firstMarked(stops) { return index &+ found }
            index &+= 16
        }
        while index < count, classes[Int(bytes[index])] & ByteClass.stringStop == 0 {
            index &+= 1
        }
        return index
    }
}
