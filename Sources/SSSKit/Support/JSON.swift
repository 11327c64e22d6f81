/// A JSON value, written by ``JSONWriter``. Object keys keep the order they are given in.
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (lhs: JSON, rhs: JSON) -> Bool {
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
public struct JSONWriter: Sendable {
    public var pretty: Bool
    /// Sort object keys alphabetically (as SwiftLint's reporters do) instead of keeping their order.
    public var sortsKeys: Bool

    public init(pretty: Bool = true, sortsKeys: Bool = false) {
        self.pretty = pretty
        self.sortsKeys = sortsKeys
    }

    public func write(_ value: JSON) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    private func write(_ value: JSON, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .string(let text): Self.quote(text, into: &output)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, indent: indent, into: &output) { index, output in
                write(elements[index], indent: indent + 1, into: &output)
            }
        case .object(let members):
            let ordered = sortsKeys ? members.sorted { $0.0 < $1.0 } : members
            writeContainer(open: "{", close: "}", count: ordered.count, indent: indent, into: &output) { index, output in
                Self.quote(ordered[index].0, into: &output)
                output += pretty ? " : " : ":"
                write(ordered[index].1, indent: indent + 1, into: &output)
            }
        }
    }

    private func writeContainer(
        open: String,
        close: String,
        count: Int,
        indent: Int,
        into output: inout String,
        element: (Int, inout String) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        for index in 0..<count {
            if index > 0 { output += "," }
            if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
            element(index, &output)
        }
        if pretty { output += "\n" + String(repeating: "  ", count: indent) }
        output += close
    }

    /// Appends `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    public static func quote(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
