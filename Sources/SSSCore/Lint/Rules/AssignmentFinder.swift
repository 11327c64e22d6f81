/// Finds `self.property = name`, `property = name` and `self.property = (name)` statements in a function
/// body, leaving out local bindings that merely share a property's name (`let delegate = value`,
/// `if let delegate = value as? Holder`, `[delegate = value]` in a capture list).
struct AssignmentFinder {
    let file: LintedFile
    let tokens: [Token]
    let range: Range<Int>

    /// A finder over the function body at `body` in `file`.
    init(file: LintedFile, range body: Range<Int>) {
        self.file = file
        (tokens, range) = file.bodyTokens(body)
    }

    /// For each right-hand name, the property of `properties` it is assigned to.
    func assignedNames(into properties: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        for (target, equal) in assignments(to: properties) {
            guard let (value, end) = parenthesizedName(after: equal) else { continue }
            if let end, [.period, .leftParen, .leftBracket].contains(tokens[end].kind) { continue }
            result[tokens[value].name(in: file.bytes)] = tokens[target].name(in: file.bytes)
        }
        return result
    }

    /// The byte offset of each name of `properties` that is assigned a value of any kind (`view = …`,
    /// `self.view = …`), leaving out new local bindings.
    func assignedOffsets(of properties: Set<String>) -> [Int] {
        assignments(to: properties).map { tokens[$0.target].offset }
    }

    /// The token index of each name of `properties` followed by `=`, alone or after `self.`, and of
    /// that `=`.
    private func assignments(to properties: Set<String>) -> [(target: Int, equal: Int)] {
        var result: [(target: Int, equal: Int)] = []
        var previous: Int?
        var index = range.lowerBound
        while index < min(range.upperBound, tokens.count) {
            defer { index += 1 }
            let token = tokens[index]
            guard !token.kind.isTrivia else { continue }
            defer { previous = index }
            guard token.kind == .identifier, properties.contains(token.name(in: file.bytes)) else { continue }
            guard let equal = significant(after: index), tokens[equal].kind == .equal else { continue }
            if let previous, tokens[previous].kind == .period {
                guard let before = significant(before: previous), tokens[before].keyword == .self else { continue }
            } else if let previous, isBinding(after: previous) {
                continue
            }
            result.append((index, equal))
        }
        return result
    }

    /// Whether a name right after the significant token at `previous` is a new local binding: it follows
    /// `let`, `var`, `case`, `weak` or `unowned`, opens a capture list, or follows a comma in a list that
    /// one of those starts.
    private func isBinding(after previous: Int) -> Bool {
        switch tokens[previous].kind {
        case .leftBracket:
            return true
        case .comma:
            return listStartsWithBinding(before: previous)
        default:
            return [.let, .var, .case, .weak, .unowned].contains(tokens[previous].keyword)
        }
    }

    /// Walks back from the comma at `comma` through the list it belongs to: `true` when the list is a
    /// capture list or starts with `let`, `var` or `case`, `false` at a brace, semicolon or parenthesis.
    private func listStartsWithBinding(before comma: Int) -> Bool {
        var depth = 0
        var position = significant(before: comma)
        while let current = position {
            switch tokens[current].kind {
            case .rightParen, .rightBracket, .rightBrace:
                depth += 1
            case .leftBracket where depth == 0:
                return true
            case .leftParen, .leftBracket, .leftBrace:
                guard depth > 0 else { return false }
                depth -= 1
            case .semicolon where depth == 0:
                return false
            default:
                if depth == 0, [.let, .var, .case].contains(tokens[current].keyword) { return true }
            }
            position = significant(before: current)
        }
        return false
    }

    /// The name right after `equal`, in any number of parentheses, and the significant token after it
    /// and its closing parentheses; `nil` when something else follows `=`.
    private func parenthesizedName(after equal: Int) -> (value: Int, end: Int?)? {
        var depth = 0
        var position = significant(after: equal)
        while let current = position, tokens[current].kind == .leftParen {
            depth += 1
            position = significant(after: current)
        }
        guard let value = position, tokens[value].kind == .identifier else { return nil }
        var end = significant(after: value)
        while depth > 0 {
            guard let current = end, tokens[current].kind == .rightParen else { return nil }
            depth -= 1
            end = significant(after: current)
        }
        return (value, end)
    }

    private func significant(after index: Int) -> Int? {
        var next = index + 1
        while next < min(range.upperBound, tokens.count) {
            if !tokens[next].kind.isTrivia { return next }
            next += 1
        }
        return nil
    }

    private func significant(before index: Int) -> Int? {
        var next = index - 1
        while next >= range.lowerBound {
            if !tokens[next].kind.isTrivia { return next }
            next -= 1
        }
        return nil
    }
}
