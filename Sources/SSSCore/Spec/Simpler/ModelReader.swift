/// Reads the `model:` section: field names mapped to a Swift type and the literal the field starts
/// with, `count: Int = 0`. An optional field may leave the value out; it starts as `nil`. Elements
/// specs write their view state's fields the same way, under `state:`.
struct ModelReader {
    let text: SourceText
    /// The key of the section, for messages.
    var section = "model"
    /// What starts from the fields' values, for messages.
    var whole = "the scene's model"

    /// The fields that read without errors; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [ModelField] {
        let expectation = "'\(section)' expects a mapping of field names to a type and a value, such as 'count: Int = 0'"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        return mapping.entries.compactMap { readField($0, into: &checker) }
    }

    private func readField(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> ModelField? {
        let name = entry.key.name
        var isValid = true
        if !SwiftIdentifier.isValid(name, .lowerCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "field name", .lowerCamelCase), at: entry.key.location)
            isValid = false
        }
        let expectation = "field '\(name)' expects a Swift type and the value it starts with, such as 'Int = 0'"
        guard let value = checker.scalar(entry.value, expectation, key: entry.key.location) else { return nil }
        if value.isQuoted {
            checker.mismatch(entry.value, expectation, key: entry.key.location, hint: "; write it without quotes around the whole")
            return nil
        }
        let range = value.location.offset..<(value.location.offset + value.location.length)
        let equals = text.firstTopLevel(UInt8(ascii: "="), in: range)
        let typeRange = text.trim(range.lowerBound..<(equals ?? range.upperBound))
        guard !typeRange.isEmpty else {
            checker.error("field '\(name)' has no type before '='; write '\(name): Type = value'", at: text.location(range))
            return nil
        }
        if let problem = TypeTextCheck(text: text).problem(in: typeRange, of: "field '\(name)'") {
            checker.report(problem)
            return nil
        }
        let type = text.located(typeRange)
        guard let equals else {
            guard Self.isOptional(type.text) else {
                checker.error(
                    "field '\(name)' needs the value it starts with, such as '\(name): \(type.text) = …'; \(whole) starts from its initial values (only an optional field may leave it out, and starts as nil)",
                    at: type.location
                )
                return nil
            }
            return isValid ? ModelField(name: LocatedText(text: name, location: entry.key.location), type: type, initialValue: nil) : nil
        }
        let literalRange = text.trim((equals + 1)..<range.upperBound)
        guard !literalRange.isEmpty else {
            checker.error("missing the value field '\(name)' starts with after '='", at: text.location(equals..<(equals + 1)))
            return nil
        }
        let literal = text.located(literalRange)
        if let problem = InitialValueSyntax.problem(in: literal.text) {
            checker.error("field '\(name)' starts with '\(literal.text)', which \(problem)", at: literal.location)
            return nil
        }
        if literal.text == "nil", !Self.isOptional(type.text) {
            checker.error("'nil' is no value of '\(type.text)'; make the type optional ('\(type.text)?') or start with another value", at: literal.location)
            return nil
        }
        guard isValid else { return nil }
        return ModelField(name: LocatedText(text: name, location: entry.key.location), type: type, initialValue: literal)
    }

    /// `T?`, `T!` or `Optional<T>`, but not a function type that returns an optional.
    static func isOptional(_ type: String) -> Bool {
        let spelled = SwiftTypeSpelling.normalized(type)
        var depth = 0
        var previous: Character = " "
        for character in spelled {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous == "-":
                if depth == 0 { return false }
            case ">": depth -= 1
            default: break
            }
            previous = character
        }
        return spelled.hasSuffix("?") || spelled.hasSuffix("!") || (spelled.hasPrefix("Optional<") && spelled.hasSuffix(">"))
    }
}

/// The literals a model field may start with: numbers, strings, `true`, `false`, `nil`, `[]`, `[:]`
/// and `.member`. Anything else would need code the spec cannot check, so it is written in Swift by
/// hand instead.
enum InitialValueSyntax {
    /// What is wrong with `literal`, completing "field 'x' starts with '…', which …"; `nil` when it is
    /// one of the accepted literals.
    static func problem(in literal: String) -> String? {
        if ["true", "false", "nil", "[]", "[:]"].contains(literal) { return nil }
        let bytes = Array(literal.utf8)
        guard let first = bytes.first else { return accepted }
        switch first {
        case UInt8(ascii: "\""):
            return stringProblem(bytes)
        case UInt8(ascii: "."):
            let name = bytes.dropFirst()
            guard let start = name.first, isLetter(start) || start == UInt8(ascii: "_"),
                  name.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") })
            else { return "is not a member such as '.idle'; " + accepted }
            return nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return isNumber(first == UInt8(ascii: "-") ? Array(bytes.dropFirst()) : bytes) ? nil : "is not a number such as '0', '-2' or '1.5'"
        default:
            return "is not a literal; " + accepted
        }
    }

    private static let accepted = "write a number, a string in double quotes, true, false, nil, [], [:] or a member such as '.idle'"

    private static func stringProblem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2, bytes.last == UInt8(ascii: "\"") else { return "is a string without its closing '\"'" }
        var index = 1
        while index < bytes.count - 1 {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return "has a '\"' inside the string; write it as '\\\"'"
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count - 1 else { return "ends its string with a lone '\\'" }
                let escaped = bytes[index + 1]
                if escaped == UInt8(ascii: "(") { return "interpolates a value; a model starts with plain values" }
                guard Array("\\\"'nrt0".utf8).contains(escaped) else {
                    return "has the unknown escape '\\\(String(decoding: [escaped], as: UTF8.self))'"
                }
                index += 2
            default:
                index += 1
            }
        }
        return nil
    }

    /// Digits with `_` between them, an optional fraction and an optional exponent.
    private static func isNumber(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Bool {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) || (index > start && bytes[index] == UInt8(ascii: "_")) { index += 1 }
            return index > start
        }
        guard digits() else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard digits() else { return false }
        }
        return index == bytes.count
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
