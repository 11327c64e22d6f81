/// A JSON value, written by ``JSONWriter``. Object keys keep the order they are given in.
package enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    package static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}

/// Serialises ``JSON`` values as text: pretty-printed with two-space indentation, or compact.
package struct JSONWriter: Sendable {
    package var pretty: Bool
    /// Sort object keys alphabetically (as SwiftLint's reporters do) instead of keeping their order.
    package var sortsKeys: Bool

    package init(pretty: Bool = true, sortsKeys: Bool = false) {
        self.pretty = pretty
        self.sortsKeys = sortsKeys
    }

    /// `value` as JSON text, written as bytes and made a string once.
    package func write(_ value: JSON) -> String {
        var output: [UInt8] = []
        write(value, indent: 0, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(_ value: JSON, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .int(let number): output += String(number).utf8
        case .string(let text): Self.quote(text, into: &output)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, indent: indent, into: &output) { index, output in
                write(elements[index], indent: indent + 1, into: &output)
            }
        case .object(let members):
            let ordered = sortsKeys ? members.sorted { $0.0 < $1.0 } : members
            writeContainer(open: "{", close: "}", count: ordered.count, indent: indent, into: &output) { index, output in
                Self.quote(ordered[index].0, into: &output)
                output += (pretty ? " : " : ":").utf8
                write(ordered[index].1, indent: indent + 1, into: &output)
            }
        }
    }

    private func writeContainer(
        open: Unicode.Scalar,
        close: Unicode.Scalar,
        count: Int,
        indent: Int,
        into output: inout [UInt8],
        element: (Int, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard count > 0 else {
            output.append(UInt8(ascii: close))
            return
        }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if pretty { Self.newLine(indent: indent + 1, into: &output) }
            element(index, &output)
        }
        if pretty { Self.newLine(indent: indent, into: &output) }
        output.append(UInt8(ascii: close))
    }

    private static func newLine(indent: Int, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// Appends `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    /// Every byte that needs escaping is ASCII, so the text is escaped byte by byte; the bytes of other
    /// characters are copied as they are.
    private static func quote(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        defer { output.append(UInt8(ascii: "\"")) }
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            output += text.utf8
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += #"\""#.utf8
            case UInt8(ascii: "\\"): output += #"\\"#.utf8
            case UInt8(ascii: "\n"): output += #"\n"#.utf8
            case UInt8(ascii: "\r"): output += #"\r"#.utf8
            case UInt8(ascii: "\t"): output += #"\t"#.utf8
            case 0..<0x20: output += unicodeEscape(byte).utf8
            default: output.append(byte)
            }
        }
    }

    /// `\u001f` for the control character 0x1F.
    private static func unicodeEscape(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
