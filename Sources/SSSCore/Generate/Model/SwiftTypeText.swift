/// What the generator needs to know about a Swift type written in a spec, read from its text alone.
///
/// The text is not parsed as Swift; only its outermost level is inspected, where brackets (`()`,
/// `[]`, `<>`) are balanced (the spec reader guarantees that) and `->` marks a function type.
struct SwiftTypeText: Sendable, Equatable {
    let text: String
    private let characters: [Character]

    init(_ text: String) {
        self.text = String(text.trimmingBlanks())
        self.characters = Array(self.text)
    }

    /// `String` or `String?`: a label shows the value as it is.
    var isText: Bool {
        text == "String" || text == "String?"
    }

    /// `T?`, `T!` or `Optional<T>`, but not a function type that returns an optional.
    var isOptional: Bool {
        guard !isFunction else { return false }
        if text.hasSuffix("?") || text.hasSuffix("!") { return true }
        return text.hasPrefix("Optional<") && text.hasSuffix(">")
    }

    /// Whether `->` appears outside brackets, which makes the whole type a function type.
    var isFunction: Bool {
        let depths = self.depths
        return characters.indices.contains { index in
            depths[index] == 0 && characters[index] == "-"
                && index + 1 < characters.count && characters[index + 1] == ">"
        }
    }

    /// A value of this type that a generated test can pass without knowing anything about the app:
    /// `""`, `0`, `0.0`, `false`, `[]`, `[:]`, `nil`, or a fixed value of a common Foundation type
    /// (`UUID()`, `Date(timeIntervalSince1970: 0)`); `nil` when no such value is known.
    var sampleValue: String? {
        if isOptional { return "nil" }
        if isFunction { return nil }
        if Self.integers.contains(text) { return "0" }
        if Self.floatingPoints.contains(text) { return "0.0" }
        switch text {
        case "String", "Substring": return "\"\""
        case "Bool": return "false"
        case "UUID": return "UUID()"
        case "Date": return "Date(timeIntervalSince1970: 0)"
        case "URL": return "URL(fileURLWithPath: \"/\")"
        case "Data": return "Data()"
        case "Decimal": return "Decimal()"
        default: break
        }
        if characters.first == "[", isEnclosedByFirstBracket {
            return hasColonDirectlyInside ? "[:]" : "[]"
        }
        for prefix in ["Array<", "Set<", "ContiguousArray<"] where text.hasPrefix(prefix) && isEnclosedByFirstBracket {
            return "[]"
        }
        if text.hasPrefix("Dictionary<"), isEnclosedByFirstBracket { return "[:]" }
        return nil
    }

    /// Whether the type names something the standard library does not declare, such as `UUID`,
    /// `Date` or a type of the app: a file that declares it imports Foundation, which also makes the
    /// app's own Foundation-based types usable.
    var namesMoreThanTheStandardLibrary: Bool {
        var afterAttribute = false
        for word in Self.words(in: text) {
            defer { afterAttribute = word == "@" }
            if afterAttribute || word == "@" || Self.standardNames.contains(word) { continue }
            return true
        }
        return false
    }

    /// The identifiers of `text`, and `@` before each attribute's name.
    private static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty { words.append(current) }
            current = ""
            if character == "@" { words.append("@") }
        }
        if !current.isEmpty { words.append(current) }
        return words.filter { $0 == "@" || !($0.first?.isNumber ?? true) }
    }

    /// Names of the standard library (and type-syntax keywords) that need no import.
    private static let standardNames: Set<String> = integers.union([
        "String", "Substring", "Character", "Double", "Float", "Float16", "Bool", "Array", "Dictionary", "Set",
        "ContiguousArray", "Optional", "Result", "Error", "Never", "Void", "Any", "AnyObject", "AnyHashable",
        "Range", "ClosedRange", "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable",
        "Encodable", "Decodable", "CustomStringConvertible", "Sequence", "Collection", "Task", "Self", "Swift",
        "any", "some", "inout", "async", "throws", "sending", "borrowing", "consuming", "Type", "Protocol",
    ])

    private static let integers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    private static let floatingPoints: Set<String> = ["Double", "Float", "CGFloat"]

    /// The bracket depth at each character: an opening bracket counts as inside (its depth is one
    /// more than before it), a closing bracket as outside.
    private var depths: [Int] {
        var depth = 0
        var result: [Int] = []
        result.reserveCapacity(characters.count)
        for (index, character) in characters.enumerated() {
            switch character {
            case "[", "(", "<":
                depth += 1
                result.append(depth)
            case "]", ")":
                depth -= 1
                result.append(depth)
            case ">" where !(index > 0 && characters[index - 1] == "-"):
                depth -= 1
                result.append(depth)
            default:
                result.append(depth)
            }
        }
        return result
    }

    /// Whether the first bracket closes at the last character: `[Int]` and `Set<Int>`, but not
    /// `[Int]?` or `[A] -> [B]`.
    private var isEnclosedByFirstBracket: Bool {
        let depths = self.depths
        guard let open = depths.firstIndex(where: { $0 > 0 }) else { return false }
        let close = depths[open...].firstIndex(of: 0)
        return close == characters.count - 1
    }

    /// Whether a `:` sits directly inside the outer brackets: `[String: Int]`, not `[[String: Int]]`.
    private var hasColonDirectlyInside: Bool {
        zip(characters, depths).contains { $0 == ":" && $1 == 1 }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingBlanks() -> SubSequence {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[start..<end]
    }
}
