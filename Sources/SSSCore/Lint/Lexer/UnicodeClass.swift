/// The non-ASCII characters Swift's grammar treats specially, and a UTF-8 decoder that never fails hard.
enum UnicodeClass {
    /// The scalar at `index` and its length in bytes, or `nil` when the bytes there are not valid UTF-8.
    @inline(__always)
    static func decode(_ bytes: UnsafePointer<UInt8>, at index: Int, count: Int) -> (scalar: UInt32, length: Int)? {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        let length: Int
        var scalar: UInt32
        var lowest: UInt32 = 0x80
        var highest: UInt32 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = lead & 0x1F
        case 0xE0: length = 3; scalar = lead & 0x0F; lowest = 0xA0
        case 0xED: length = 3; scalar = lead & 0x0F; highest = 0x9F
        case 0xE1...0xEF: length = 3; scalar = lead & 0x0F
        case 0xF0: length = 4; scalar = lead & 0x07; lowest = 0x90
        case 0xF4: length = 4; scalar = lead & 0x07; highest = 0x8F
        case 0xF1...0xF3: length = 4; scalar = lead & 0x07
        default: return nil
        }
        guard index + length <= count else { return nil }
        for offset in 1..<length {
            let byte = UInt32(bytes[index + offset])
            let low = offset == 1 ? lowest : 0x80
            let high = offset == 1 ? highest : 0xBF
            guard byte >= low, byte <= high else { return nil }
            scalar = scalar << 6 | (byte & 0x3F)
        }
        return (scalar, length)
    }

    /// Characters that may start an operator, beyond ASCII.
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF,
            0x00D7, 0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
            0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
            0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Characters that may continue an operator, beyond ASCII: the heads and combining marks.
    static func isOperatorBody(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
            0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(scalar)
        }
    }

    /// Non-ASCII characters the lexer reads as whitespace: the no-break space and the byte order mark.
    static func isSpace(_ scalar: UInt32) -> Bool {
        scalar == 0x00A0
    }

    /// Non-ASCII characters that may be part of a name: everything not an operator or space character.
    ///
    /// Swift's grammar lists narrower ranges; being generous here only matters for code that does not compile.
    static func isIdentifierCharacter(_ scalar: UInt32) -> Bool {
        scalar >= 0x80 && !isOperatorHead(scalar) && !isSpace(scalar) && scalar != 0xFEFF
    }
}
