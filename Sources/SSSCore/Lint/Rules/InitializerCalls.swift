/// Recognizes direct initializer calls among a function body's significant tokens: `Type(…)`,
/// `Type<…>(…)`, `Module.Type(…)`, `Type.init(…)` and `.init(…)`.
struct InitializerCalls {
    let tokens: [Token]
    let bytes: [UInt8]
    /// Indices of the body's significant tokens, in order.
    let significant: [Int]

    /// If the significant token at `position` starts an initializer call, the offset to report it at
    /// and the type's name (`init` for an implicit `.init(…)`).
    func call(at position: Int) -> (offset: Int, name: String)? {
        let token = tokens[significant[position]]
        if token.kind == .keyword && token.keyword == .`init` {
            guard kind(at: position - 1) == .period, kind(at: position + 1) == .leftParen else { return nil }
            guard isImplicitMember(dotAt: position - 1) else { return nil }
            return (token.offset, "init")
        }
        guard isTypeName(position) else { return nil }
        if kind(at: position - 1) == .period {
            guard position >= 2, isTypeName(position - 2) else { return nil }
        }
        if let previous = keyword(at: position - 1), [.func, .class, .struct, .enum, .protocol, .extension].contains(previous) {
            return nil
        }
        var next = position + 1
        if isOpeningAngle(next) {
            guard let closing = closingAngle(from: next) else { return nil }
            next = closing + 1
        }
        if kind(at: next) == .leftParen {
            return (token.offset, token.name(in: bytes))
        }
        if kind(at: next) == .period, keyword(at: next + 1) == .`init`, kind(at: next + 2) == .leftParen {
            return (token.offset, token.name(in: bytes))
        }
        return nil
    }

    func kind(at position: Int) -> TokenKind? {
        significant.indices.contains(position) ? tokens[significant[position]].kind : nil
    }

    func keyword(at position: Int) -> Keyword? {
        significant.indices.contains(position) ? tokens[significant[position]].keyword : nil
    }

    /// An identifier starting with an uppercase ASCII letter, or `Self`.
    func isTypeName(_ position: Int) -> Bool {
        guard significant.indices.contains(position) else { return false }
        let token = tokens[significant[position]]
        if token.kind == .keyword { return token.keyword == .Self }
        guard token.kind == .identifier, token.offset < bytes.count else { return false }
        var first = bytes[token.offset]
        if token.flags.contains(.backticked), token.offset + 1 < bytes.count {
            first = bytes[token.offset + 1]
        }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether the `.` at `position` starts an implicit member expression (`.init(…)` on its own)
    /// rather than following a value or a type (`Type.init`, `Box<Int>.init`, `type.init`).
    private func isImplicitMember(dotAt position: Int) -> Bool {
        guard significant.indices.contains(position - 1) else { return true }
        let before = tokens[significant[position - 1]]
        switch before.kind {
        case .identifier, .rightParen, .rightBracket, .postfixQuestion, .postfixExclamation, .stringEnd,
             .integer, .float:
            return false
        case .keyword:
            return ![.`self`, .Self, .super].contains(before.keyword)
        case .operator:
            return !(before.offset < bytes.count && bytes[before.offset] == UInt8(ascii: ">") && before.length == 1)
        default:
            return true
        }
    }

    private func isOpeningAngle(_ position: Int) -> Bool {
        guard kind(at: position) == .operator else { return false }
        let token = tokens[significant[position]]
        return token.offset < bytes.count && bytes[token.offset] == UInt8(ascii: "<")
    }

    /// The position of the `>` that closes the generic arguments opened at `start`, looking a bounded
    /// distance ahead; operators made only of angle brackets (`>>`) count each bracket.
    private func closingAngle(from start: Int) -> Int? {
        var depth = 0
        var position = start
        while position < min(significant.count, start + 64) {
            let token = tokens[significant[position]]
            switch token.kind {
            case .operator:
                for index in token.range where index < bytes.count {
                    if bytes[index] == UInt8(ascii: "<") { depth += 1 } else if bytes[index] == UInt8(ascii: ">") { depth -= 1 } else { return nil }
                }
                if depth == 0 { return position }
                if depth < 0 { return nil }
            case .identifier, .keyword, .period, .comma, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen,
                 .postfixQuestion, .postfixExclamation, .arrow:
                break
            default:
                return nil
            }
            position += 1
        }
        return nil
    }
}
