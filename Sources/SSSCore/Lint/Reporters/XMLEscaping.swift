/// Makes any text safe inside XML 1.0 attribute values and character data.
enum XMLEscaping {
    /// `text` with the five markup characters as entities, tab and line breaks as character references
    /// (so attribute values keep them), and characters XML 1.0 cannot carry at all replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\t": "&#9;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            case _ where !isAllowed(scalar): "\u{FFFD}"
            default: nil
            }
        }
    }

    /// Whether XML 1.0 allows `scalar` in a document (its `Char` production).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
