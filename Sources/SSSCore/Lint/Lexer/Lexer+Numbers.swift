extension Lexer {
    /// An integer or floating-point literal: decimal, `0x` hexadecimal (with `p` exponents), `0o` octal,
    /// `0b` binary, with `_` separators. Letters that follow the digits stay part of the literal, as the
    /// compiler reads them (and then rejects them).
    mutating func lexNumber() {
        let start = position
        var isFloat = false
        var index: Int
        if bytes[start] == UInt8(ascii: "0"), byte(at: start + 1) == UInt8(ascii: "x") {
            index = input.skipping(ByteClass.hexDigit, from: start + 2)
            if byte(at: index) == UInt8(ascii: "."), isClass(ByteClass.hexDigit, at: index + 1),
                previous.kind != .period
            {
                let fractionEnd = input.skipping(ByteClass.hexDigit, from: index + 1)
                if let exponentEnd = input.exponentEnd(at: fractionEnd, markers: (UInt8(ascii: "p"), UInt8(ascii: "P"))) {
                    index = exponentEnd
                    isFloat = true
                }
            }
            if !isFloat, let exponentEnd = input.exponentEnd(at: index, markers: (UInt8(ascii: "p"), UInt8(ascii: "P"))) {
                index = exponentEnd
                isFloat = true
            }
        } else {
            index = input.skipping(ByteClass.digit, from: start)
            if byte(at: index) == UInt8(ascii: "."), isClass(ByteClass.digit, at: index + 1), previous.kind != .period {
                index = input.skipping(ByteClass.digit, from: index + 1)
                isFloat = true
            }
            if let exponentEnd = input.exponentEnd(at: index, markers: (UInt8(ascii: "e"), UInt8(ascii: "E"))) {
                index = exponentEnd
                isFloat = true
            }
        }
        index = input.skipping(ByteClass.identifierBody, from: index)
        emit(isFloat ? .float : .integer, from: start, to: index)
    }
}

extension LexerInput {
    /// Skips bytes of class `flags` and underscores.
    fileprivate func skipping(_ flags: UInt8, from start: Int) -> Int {
        var index = start
        while index < count {
            let byte = bytes[index]
            guard classes[Int(byte)] & flags != 0 || byte == UInt8(ascii: "_") else { break }
            index += 1
        }
        return index
    }

    /// The end of an exponent such as `e-3` or `p4` starting at `index`, if there is one.
    fileprivate func exponentEnd(at index: Int, markers: (UInt8, UInt8)) -> Int? {
        let marker = byte(at: index)
        guard marker == markers.0 || marker == markers.1 else { return nil }
        var digits = index + 1
        let sign = byte(at: digits)
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            digits += 1
        }
        guard isClass(ByteClass.digit, at: digits) else { return nil }
        return skipping(ByteClass.digit, from: digits)
    }
}
