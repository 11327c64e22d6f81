/// Finds, in a view's code, the action closures given to controls that do more than call `send(…)`.
struct ControlClosureScan {
    let tokens: [Token]
    let bytes: [UInt8]
    /// The indices of the tokens that are not trivia, in order.
    private let significant: [Int]

    /// One control whose action does more than send: the control's offset and name, and what else the
    /// closure does, for the message.
    struct Finding {
        let control: Int
        let name: String
        let reason: String
    }

    init(tokens: [Token], range: Range<Int>, bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        significant = range.filter { $0 < tokens.count && !tokens[$0].kind.isTrivia }
    }

    func thickClosures() -> [Finding] {
        var findings: [Finding] = []
        for position in significant.indices where tokens[significant[position]].kind == .identifier {
            let token = tokens[significant[position]]
            let name = token.name(in: bytes)
            let afterPeriod = position > 0 && tokens[significant[position - 1]].kind == .period
            let isControl = afterPeriod
                ? SimplerThinInterfaceRule.actionModifiers.contains(name)
                : SimplerThinInterfaceRule.controls.contains(name)
            guard isControl else { continue }
            for closure in actionClosures(after: position) {
                if let reason = extraWork(in: closure) {
                    findings.append(Finding(control: token.offset, name: name, reason: reason))
                    break
                }
            }
        }
        return findings
    }

    /// The positions (in ``significant``) of the `{` and `}` of each action closure of the control at
    /// `position`: closures among its arguments, except a `label:`, or else its first trailing closure.
    private func actionClosures(after position: Int) -> [(open: Int, close: Int)] {
        var next = position + 1
        var closures: [(open: Int, close: Int)] = []
        if next < significant.count, kind(at: next) == .leftParen {
            let close = matching(next)
            var index = next + 1
            while index < close {
                if kind(at: index) == .leftBrace {
                    let end = matching(index)
                    let isLabel = index >= 2 && kind(at: index - 1) == .colon && tokens[significant[index - 2]].hasText("label", in: bytes)
                    if !isLabel { closures.append((index, end)) }
                    index = end + 1
                } else if [.leftParen, .leftBracket].contains(kind(at: index)) {
                    index = matching(index) + 1
                } else {
                    index += 1
                }
            }
            next = close + 1
        }
        if closures.isEmpty, next < significant.count, kind(at: next) == .leftBrace {
            closures.append((next, matching(next)))
        }
        return closures
    }

    /// What the closure does besides calling `send(…)`, or `nil` when it only sends (or does nothing).
    private func extraWork(in closure: (open: Int, close: Int)) -> String? {
        var index = bodyStart(of: closure)
        while index < closure.close {
            if kind(at: index) == .semicolon {
                index += 1
                continue
            }
            if tokens[significant[index]].keyword == .self, index + 1 < closure.close, kind(at: index + 1) == .period {
                index += 2
            }
            let token = tokens[significant[index]]
            guard token.kind == .identifier, token.hasText("send", in: bytes), index + 1 < closure.close, kind(at: index + 1) == .leftParen else {
                return describe(at: index, before: closure.close)
            }
            index = matching(index + 1) + 1
        }
        return nil
    }

    /// The position after the closure's signature (`old, new in`, `[weak store] in`), or after its `{`.
    private func bodyStart(of closure: (open: Int, close: Int)) -> Int {
        let allowed: Set<TokenKind> = [.identifier, .comma, .leftParen, .rightParen, .colon, .leftBracket, .rightBracket, .period, .arrow]
        var index = closure.open + 1
        while index < closure.close {
            let token = tokens[significant[index]]
            if token.keyword == .in { return index + 1 }
            guard allowed.contains(token.kind) || token.keyword == .wildcard || token.keyword == .self else { break }
            index += 1
        }
        return closure.open + 1
    }

    /// Words for what the closure does at `position`: an assignment, a call, control flow.
    private func describe(at position: Int, before end: Int) -> String {
        let token = tokens[significant[position]]
        let text = token.text(in: bytes)
        if [.if, .guard, .switch, .for, .while, .do, .return, .repeat, .throw].contains(token.keyword) {
            return "control flow: '\(text)'"
        }
        if token.kind == .identifier, position + 1 < end, [.leftParen, .leftBrace].contains(kind(at: position + 1)) {
            return "a call to '\(text)'"
        }
        for index in position..<end {
            let kind = kind(at: index)
            if kind == .equal || (kind == .operator && tokens[significant[index]].text(in: bytes).hasSuffix("=")
                && !["==", "!=", "<=", ">=", "==="].contains(tokens[significant[index]].text(in: bytes))) {
                return "an assignment"
            }
            if kind == .leftParen, index > position { return "a call to '\(tokens[significant[index - 1]].text(in: bytes))'" }
            if kind == .leftBrace || kind == .semicolon { break }
        }
        return "'\(text)'"
    }

    private func kind(at position: Int) -> TokenKind {
        tokens[significant[position]].kind
    }

    /// The position of the bracket that closes the one at `position`, or the last position.
    private func matching(_ position: Int) -> Int {
        var depth = 0
        for index in position..<significant.count {
            switch kind(at: index) {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart: depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd: depth -= 1
            default: break
            }
            if depth == 0 { return index }
        }
        return significant.count - 1
    }
}
