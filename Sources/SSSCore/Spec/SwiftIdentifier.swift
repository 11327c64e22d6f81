/// The rules for names in a spec: the generator turns them into Swift type, property and method
/// names, so they must be Swift identifiers in the expected case.
///
/// Names are ASCII letters and digits only (no underscores), so generated file names are
/// portable and can never contain a path separator.
package enum SwiftIdentifier {
    /// Which case a name starts with.
    package enum Style: Sendable {
        /// Types: `PodBayDoors`.
        case upperCamelCase
        /// Properties, methods and parameters: `didTapMainButton`.
        case lowerCamelCase

        /// How messages name the style: `an UpperCamelCase` or `a lowerCamelCase`.
        var phrase: String {
            switch self {
            case .upperCamelCase: "an UpperCamelCase Swift identifier"
            case .lowerCamelCase: "a lowerCamelCase Swift identifier"
            }
        }
    }

    /// Whether `name` is an identifier in `style`: an ASCII letter of the right case, then ASCII
    /// letters and digits.
    package static func isValid(_ name: String, _ style: Style) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first else { return false }
        let startsRight = switch style {
        case .upperCamelCase: isUppercase(first)
        case .lowerCamelCase: isLowercase(first)
        }
        return startsRight && bytes.allSatisfy(isAlphanumeric)
    }

    /// Whether Swift needs `name` in backticks to use it as a property, method or parameter name.
    package static func needsBackticks(_ name: String) -> Bool {
        reservedWords.contains(name)
    }

    /// `name` in backticks when Swift needs them, otherwise unchanged.
    package static func escaped(_ name: String) -> String {
        needsBackticks(name) ? "`\(name)`" : name
    }

    /// A valid name in `style` made from the words of `name`, when that differs from `name`:
    /// `pod-bay doors` gives `PodBayDoors` or `podBayDoors`.
    package static func suggestion(for name: String, _ style: Style) -> String? {
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let words = bytes.split { !isAlphanumeric($0) }
        var result: [UInt8] = []
        for (index, word) in words.enumerated() {
            var word = Array(word)
            if index == 0, style == .lowerCamelCase {
                word[0] = lowercased(word[0])
            } else {
                word[0] = uppercased(word[0])
            }
            result += word
        }
        let suggestion = String(decoding: result, as: UTF8.self)
        return suggestion != name && isValid(suggestion, style) ? suggestion : nil
    }

    /// The message for a name that is not valid in `style`; `kind` names what it is (`event name`,
    /// `argument label`), as in
    /// `event name 'DidTap' is not a lowerCamelCase Swift identifier; did you mean 'didTap'?`.
    package static func invalidNameMessage(_ name: String, kind: String, _ style: Style) -> String {
        let start = "\(kind) '\(name)' is not \(style.phrase)"
        if let suggestion = suggestion(for: name, style) {
            return start + "; did you mean '\(suggestion)'?"
        }
        let rule = style == .upperCamelCase ? "an uppercase" : "a lowercase"
        return start + "; use ASCII letters and digits, starting with \(rule) letter"
    }

    /// Words Swift reserves, which need backticks when used as names.
    static let reservedWords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) || isDigit(byte) }
    private static func uppercased(_ byte: UInt8) -> UInt8 { isLowercase(byte) ? byte - 0x20 : byte }
    private static func lowercased(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte + 0x20 : byte }
}
