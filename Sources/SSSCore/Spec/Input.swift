/// One value a screen is opened with, written `name: Type` under `input:`, or one argument of a
/// destination entry such as `ProductDetail(product: Product)`.
public struct Input: Sendable {
    /// The lowerCamelCase name, which is also the argument label; may be a Swift keyword.
    public let name: LocatedText
    /// The Swift type exactly as written.
    public let type: LocatedText

    public init(name: LocatedText, type: LocatedText) {
        self.name = name
        self.type = type
    }
}

extension [Input] {
    /// The list as Swift declares it, `product: Product, index: Int`, for comparing two lists and
    /// for messages.
    public var declaration: String {
        map { "\($0.name.text): \(SwiftTypeSpelling.normalized($0.type.text))" }.joined(separator: ", ")
    }
}

/// How type text is compared: spaces only matter between two words, so `[String:Int]` and
/// `[String: Int]` are the same type.
public enum SwiftTypeSpelling {
    /// `text` with every run of blanks removed, except one space between two word characters.
    public static func normalized(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character == " " || character == "\t" {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace, let last = result.last, isWord(last), isWord(character) {
                result.append(" ")
            }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "`"
    }
}
