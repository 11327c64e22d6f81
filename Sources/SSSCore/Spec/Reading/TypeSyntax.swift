/// Checks that text is one Swift type in Swift's own syntax: names with dots and generic
/// arguments, optionals, arrays, dictionaries, tuples, function types (with `async`, `throws` and
/// `->`), compositions with `&`, `any`, `some` and the other type specifiers, and attributes such
/// as `@MainActor` or `@convention(block)`.
///
/// It works through the text once with a stack of open brackets, never recursing, so any depth of
/// nesting is checked in linear time. Brackets are known to pair up before it runs.
struct TypeSyntax {
    /// What is wrong, and where: a byte range of the text.
    struct Problem: Equatable {
        let range: Range<Int>
        /// What is unexpected or missing, without the hint that follows it.
        let kind: Kind
    }

    enum Kind: Equatable {
        /// A token that cannot come where it stands, such as the second `Int` of `Int Int`.
        case unexpected(String)
        /// The text ends where a type, or an arrow, still has to follow.
        case endsEarly
    }

    private enum Frame {
        case angle, square, squareValue, paren, thrown
    }

    private let bytes: [UInt8]
    private let tokens: [Range<Int>]
    private let end: Int

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.end = range.upperBound
        self.tokens = Self.tokenize(bytes, range)
    }

    /// The first problem, or `nil` when the text is a type.
    func problem() -> Problem? {
        var stack: [Frame] = []
        var expectsType = true
        var closedParenthesis = false
        var needsArrow = false
        var afterAsync = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let text = self.text(token)
            if expectsType {
                if text == "@" {
                    guard index + 1 < tokens.count, isIdentifier(tokens[index + 1]) else { return unexpected(token) }
                    index = skipArguments(after: index + 2)
                    continue
                }
                if Self.specifiers.contains(text) {
                    guard index + 1 < tokens.count else { return Problem(range: end..<end, kind: .endsEarly) }
                    if startsType(tokens[index + 1]) {
                        index += 1
                        continue
                    }
                }
                switch text {
                case "[":
                    stack.append(.square)
                case "(":
                    if index + 1 < tokens.count, self.text(tokens[index + 1]) == ")" {
                        index += 2
                        (expectsType, closedParenthesis) = (false, true)
                        continue
                    }
                    stack.append(.paren)
                    index = skipLabels(from: index + 1)
                    continue
                default:
                    guard isIdentifier(token), text != "_" else { return unexpected(token) }
                    expectsType = false
                    closedParenthesis = false
                    if index + 1 < tokens.count, self.text(tokens[index + 1]) == "<" {
                        stack.append(.angle)
                        expectsType = true
                        index += 2
                        continue
                    }
                }
                index += 1
                continue
            }
            if needsArrow, text != "->", !(text == "throws" && afterAsync) { return unexpected(token) }
            let wasParenthesis = closedParenthesis
            closedParenthesis = false
            switch text {
            case "?", "!":
                guard tokens[index - 1].upperBound == token.lowerBound else { return unexpected(token) }
            case ".":
                guard index + 1 < tokens.count, isIdentifier(tokens[index + 1]) else { return unexpected(token) }
                index += 1
                if index + 1 < tokens.count, self.text(tokens[index + 1]) == "<" {
                    stack.append(.angle)
                    expectsType = true
                    index += 1
                }
            case "&":
                expectsType = true
            case "...":
                guard stack.last == .paren else { return unexpected(token) }
            case "async":
                guard wasParenthesis else { return unexpected(token) }
                (needsArrow, afterAsync) = (true, true)
            case "throws":
                guard wasParenthesis || afterAsync else { return unexpected(token) }
                (needsArrow, afterAsync) = (true, false)
                if index + 1 < tokens.count, self.text(tokens[index + 1]) == "(", tokens[index + 1].lowerBound == token.upperBound {
                    stack.append(.thrown)
                    (expectsType, needsArrow) = (true, false)
                    index += 1
                }
            case "->":
                guard wasParenthesis || needsArrow else { return unexpected(token) }
                (expectsType, needsArrow, afterAsync) = (true, false, false)
            case ",":
                switch stack.last {
                case .angle?: expectsType = true
                case .paren?:
                    expectsType = true
                    index = skipLabels(from: index + 1)
                    continue
                default: return unexpected(token)
                }
            case ":":
                guard stack.last == .square else { return unexpected(token) }
                stack[stack.count - 1] = .squareValue
                expectsType = true
            case ">":
                guard stack.last == .angle else { return unexpected(token) }
                stack.removeLast()
            case "]":
                guard stack.last == .square || stack.last == .squareValue else { return unexpected(token) }
                stack.removeLast()
            case ")":
                switch stack.popLast() {
                case .paren?: closedParenthesis = true
                case .thrown?: needsArrow = true
                default: return unexpected(token)
                }
            default:
                return unexpected(token)
            }
            index += 1
        }
        guard !expectsType, !needsArrow, stack.isEmpty else {
            return Problem(range: end..<end, kind: .endsEarly)
        }
        return nil
    }

    /// Words that may come before a type without ending it.
    private static let specifiers: Set<String> = [
        "any", "some", "inout", "borrowing", "consuming", "sending", "isolated", "each", "repeat", "__owned", "__shared",
    ]

    private func unexpected(_ token: Range<Int>) -> Problem {
        Problem(range: token, kind: .unexpected(text(token)))
    }

    private func text(_ token: Range<Int>) -> String {
        String(decoding: bytes[token], as: UTF8.self)
    }

    private func isIdentifier(_ token: Range<Int>) -> Bool {
        Self.isIdentifierStart(bytes[token.lowerBound])
    }

    private func startsType(_ token: Range<Int>) -> Bool {
        let first = bytes[token.lowerBound]
        return Self.isIdentifierStart(first) || first == UInt8(ascii: "[") || first == UInt8(ascii: "(") || first == UInt8(ascii: "@")
    }

    /// Past the labels that may start a tuple element or function parameter: `name:`, `_ name:`
    /// or `label name:`.
    private func skipLabels(from index: Int) -> Int {
        func isLabel(_ offset: Int) -> Bool {
            offset < tokens.count && isIdentifier(tokens[offset])
        }
        func isColon(_ offset: Int) -> Bool {
            offset < tokens.count && text(tokens[offset]) == ":"
        }
        if isLabel(index), isColon(index + 1) { return index + 2 }
        if isLabel(index), isLabel(index + 1), isColon(index + 2) { return index + 3 }
        return index
    }

    /// Past an attribute's parenthesised arguments, as in `@convention(block)`, when `index` is
    /// their `(`; otherwise `index`.
    private func skipArguments(after index: Int) -> Int {
        guard index < tokens.count, text(tokens[index]) == "(", tokens[index].lowerBound == tokens[index - 1].upperBound else { return index }
        var depth = 0
        var current = index
        while current < tokens.count {
            switch text(tokens[current]) {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return current + 1 }
            default: break
            }
            current += 1
        }
        return current
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x60 || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Words (identifiers, numbers, backticked names), `->`, `...` and single punctuation bytes.
    private static func tokenize(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                index += 1
                continue
            }
            var stop = index + 1
            if byte == UInt8(ascii: "`") {
                while stop < range.upperBound, bytes[stop] != UInt8(ascii: "`") { stop += 1 }
                stop = min(stop + 1, range.upperBound)
            } else if isIdentifierByte(byte) {
                while stop < range.upperBound, isIdentifierByte(bytes[stop]) { stop += 1 }
            } else if byte == UInt8(ascii: "-"), stop < range.upperBound, bytes[stop] == UInt8(ascii: ">") {
                stop += 1
            } else if byte == UInt8(ascii: "."), index + 2 < range.upperBound, bytes[index + 1] == byte, bytes[index + 2] == byte {
                stop += 2
            }
            tokens.append(index..<stop)
            index = stop
        }
        return tokens
    }
}
