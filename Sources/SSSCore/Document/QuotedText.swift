/// Quoted values: where they end, whether their escapes are valid, and the text they stand for.
///
/// Double quotes allow the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\uXXXX` and `\UXXXXXXXX` (YAML's
/// spelling, exactly 4 or 8 hexadecimal digits). Single quotes allow no escapes except `''`, which
/// stands for one `'`. A quoted value must end on the line where it starts.
enum QuotedText {
    /// Scans the quoted value whose opening quote is at `start` and returns the offset just past its
    /// closing quote, or `nil` when it is not closed before `end`. Bad escapes are reported.
    static func scan(_ file: SourceFile, from start: Int, to end: Int, into diagnostics: inout [Diagnostic]) -> Int? {
        let bytes = file.bytes
        let quote = bytes[start]
        var index = start + 1
        while index < end {
            let byte = bytes[index]
            if byte == quote {
                if quote == UInt8(ascii: "'"), index + 1 < end, bytes[index + 1] == quote {
                    index += 2
                    continue
                }
                return index + 1
            }
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\""), index + 1 < end {
                index = scanEscape(file, at: index, end: end, into: &diagnostics)
            } else {
                index += 1
            }
        }
        let mark = quote == UInt8(ascii: "'") ? "'" : "\""
        diagnostics.append(.error(
            "unterminated string: missing closing '\(mark)' on this line",
            at: SourceLocation(file: file, offset: start, length: end - start)
        ))
        return nil
    }

    /// The text a complete quoted value (quotes included) stands for.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        guard let quote = bytes.first, bytes.count >= 2 else { return "" }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex + 1
        let end = bytes.endIndex - 1
        while index < end {
            let byte = bytes[index]
            if quote == UInt8(ascii: "'"), byte == quote, index + 1 < end {
                output.append(byte)
                index += 2
            } else if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\"), index + 1 < end {
                index = decodeEscape(bytes, at: index, end: end, into: &output)
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func scanEscape(_ file: SourceFile, at index: Int, end: Int, into diagnostics: inout [Diagnostic]) -> Int {
        let bytes = file.bytes
        let letter = bytes[index + 1]
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"):
            return index + 2
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = letter == UInt8(ascii: "u") ? 4 : 8
            let value = hexValue(bytes, from: index + 2, count: digits, end: end)
            let spelled = String(decoding: bytes[index..<min(end, index + 2 + digits)], as: UTF8.self)
            if value == nil {
                diagnostics.append(.error(
                    "'\\\(Character(Unicode.Scalar(letter)))' needs exactly \(digits) hexadecimal digits",
                    at: SourceLocation(file: file, offset: index, length: 2)
                ))
                return index + 2
            }
            if let value, Unicode.Scalar(value) == nil {
                diagnostics.append(.error(
                    "'\(spelled)' is not a valid Unicode scalar value",
                    at: SourceLocation(file: file, offset: index, length: 2 + digits)
                ))
            }
            return index + 2 + digits
        default:
            let length = UTF8Text.sequenceLength(startingWith: letter)
            let spelled = String(decoding: bytes[(index + 1)..<min(end, index + 1 + length)], as: UTF8.self)
            diagnostics.append(.error(
                "unknown escape sequence '\\\(spelled)'; write '\\\\' for a backslash",
                at: SourceLocation(file: file, offset: index, length: 1 + length)
            ))
            return index + 1 + length
        }
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>, at index: Int, end: Int, into output: inout [UInt8]) -> Int {
        let letter = bytes[index + 1]
        switch letter {
        case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = letter == UInt8(ascii: "u") ? 4 : 8
            let scalar = hexValue(bytes, from: index + 2, count: digits, end: end).flatMap(Unicode.Scalar.init)
            output.append(contentsOf: String(Character(scalar ?? "\u{FFFD}")).utf8)
            return index + 2 + digits
        default: output.append(letter)
        }
        return index + 2
    }

    private static func hexValue<C: Collection<UInt8>>(_ bytes: C, from start: Int, count: Int, end: Int) -> UInt32? where C.Index == Int {
        guard start + count <= end else { return nil }
        var value: UInt32 = 0
        for index in start..<(start + count) {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
