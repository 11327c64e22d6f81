/// A JSON value read from text, with the byte offset where it starts so callers can point at it.
package struct LocatedJSON: Sendable {
    /// The value itself; arrays and objects hold located values, so every nested value keeps its offset.
    package enum Value: Sendable {
        case null
        case bool(Bool)
        /// A number as written; callers convert it to the type they expect.
        case number(String)
        case string(String)
        case array([LocatedJSON])
        /// Members in the order written; `keyOffset` is where the member's key starts.
        case object([(key: String, keyOffset: Int, value: LocatedJSON)])
    }

    package let value: Value
    package let offset: Int
}

extension LocatedJSON {
    /// The value as an error message names it: `null`, `true`, `3`, `'text'`, `an array`, `an object`.
    public var summary: String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        case .string(let text): "'\(text)'"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A place where text is not valid JSON, and why.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    package let message: String
    package let offset: Int

    package init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// Reads JSON text (RFC 8259) into ``LocatedJSON``. Total: every input gives a value or an error,
/// and nesting is limited so hostile input cannot exhaust the stack.
package struct JSONParser {
    static let maximumDepth = 200

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The single value `bytes` holds; a UTF-8 byte order mark and surrounding whitespace are allowed.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> LocatedJSON {
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error("unexpected text after the JSON value")
        }
        return value
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, offset: offset ?? index)
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> LocatedJSON {
        let start = index
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return LocatedJSON(value: try parseObject(), offset: start)
        case UInt8(ascii: "["): return LocatedJSON(value: try parseArray(), offset: start)
        case UInt8(ascii: "\""): return LocatedJSON(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return LocatedJSON(value: .number(try parseNumber()), offset: start)
        default:
            for (word, value) in [("true", LocatedJSON.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[index...].starts(with: word.utf8) {
                index += word.utf8.count
                return LocatedJSON(value: value, offset: start)
            }
            throw error("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("values are nested more than \(Self.maximumDepth) deep") }
        index += 1
        skipWhitespace()
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> LocatedJSON.Value {
        try enterContainer()
        defer { depth -= 1 }
        var members: [(key: String, keyOffset: Int, value: LocatedJSON)] = []
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            skipWhitespace()
            members.append((key, keyOffset, try parseValue()))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            } else {
                throw error("expected ',' or '}' after the value")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> LocatedJSON.Value {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [LocatedJSON] = []
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if current == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']' after the value")
            }
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard skipDigits() > 0 else { throw error("expected a digit") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            index += 1
        }
        return index - start
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var literalStart = index
        while true {
            guard let byte = current else { throw error("unterminated string", at: start) }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: String(decoding: bytes[literalStart..<index], as: UTF8.self).unicodeScalars)
                index += 1
                if byte == UInt8(ascii: "\"") { return String(scalars) }
                scalars.append(try parseEscape())
                literalStart = index
            } else if byte < 0x20 {
                throw error("control character in a string; write it as an escape such as \\n")
            } else {
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let escapeStart = index - 1
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHexQuad()
            if (0xD800..<0xDC00).contains(high), bytes[index...].starts(with: "\\u".utf8) {
                index += 2
                let low = try parseHexQuad()
                if (0xDC00..<0xE000).contains(low),
                   let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error("'\\u' escape names no Unicode scalar (a lone surrogate)", at: escapeStart)
            }
            return scalar
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'", at: escapeStart)
        }
    }

    private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("expected four hexadecimal digits after '\\u'")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
