/// Reads suppression commands from line comments: `// sss:disable:next rule_a rule_b - why`.
///
/// Only `//` comments count, and only when `sss:` is the first thing in them, so prose that mentions
/// a command and text inside string literals never suppress anything.
enum SuppressionParser {
    enum Outcome: Equatable {
        case command(SuppressionCommand)
        case problem(SuppressionProblem)
    }

    private static let prefix: [UInt8] = Array("sss:".utf8)

    /// The command in the line comment `token`, a problem when it starts like one but is malformed, or
    /// `nil` for an ordinary comment.
    static func parse(
        _ token: Token, in bytes: [UInt8], lineTable: LineTable, declarationPath: () -> String
    ) -> Outcome? {
        guard token.kind == .lineComment, token.end <= bytes.count else { return nil }
        let end = token.end
        var index = token.offset + 2
        while index < end, isBlank(bytes[index]) { index += 1 }
        guard bytes[index..<end].starts(with: prefix) else { return nil }
        let start = index
        index += prefix.count
        let declarationPath = declarationPath()
        func problem(_ message: String, at offset: Int) -> Outcome {
            .problem(SuppressionProblem(
                message: message, offset: offset, position: lineTable.lineColumn(at: offset), declarationPath: declarationPath
            ))
        }
        let wordStart = index
        while index < end, !isBlank(bytes[index]) { index += 1 }
        let word = bytes[wordStart..<index].split(separator: UInt8(ascii: ":"), maxSplits: 1, omittingEmptySubsequences: false)
        let actionText = String(decoding: word.first ?? [], as: UTF8.self)
        guard let action = SuppressionCommand.Action(rawValue: actionText) else {
            let expected = "expected 'sss:disable' or 'sss:enable'"
            let hint = Suggestion.closest(to: actionText, in: SuppressionCommand.Action.allCases.map(\.rawValue))
            if actionText.isEmpty { return problem("incomplete suppression command; \(expected)", at: start) }
            return problem("unknown suppression command 'sss:\(actionText)'" + (hint.map { "; did you mean 'sss:\($0)'?" } ?? "; \(expected)"), at: start)
        }
        var modifier: SuppressionCommand.Modifier?
        if word.count > 1 {
            let modifierText = String(decoding: word[1], as: UTF8.self)
            guard let known = SuppressionCommand.Modifier(rawValue: modifierText) else {
                let names = SuppressionCommand.Modifier.allCases.map(\.rawValue)
                let hint = Suggestion.hint(for: modifierText, in: names)
                return problem(
                    "unknown modifier '\(modifierText)' in 'sss:\(action.rawValue):\(modifierText)'"
                        + (hint.isEmpty ? "; expected 'previous', 'this' or 'next'" : hint),
                    at: wordStart + actionText.utf8.count + 1
                )
            }
            modifier = known
        }
        let delimiter = reasonDelimiter(in: bytes, from: index, to: end)
        let rulesEnd = delimiter ?? end
        var rules: [SuppressionCommand.RuleReference] = []
        while index < rulesEnd {
            while index < rulesEnd, isBlank(bytes[index]) { index += 1 }
            let idStart = index
            while index < rulesEnd, !isBlank(bytes[index]) { index += 1 }
            guard index > idStart else { break }
            rules.append(.init(
                identifier: String(decoding: bytes[idStart..<index], as: UTF8.self),
                offset: idStart,
                position: lineTable.lineColumn(at: idStart)
            ))
        }
        guard !rules.isEmpty else {
            let form = "sss:" + action.rawValue + (modifier.map { ":" + $0.rawValue } ?? "")
            return problem("'\(form)' names no rule; list rule identifiers or 'all'", at: start)
        }
        return .command(SuppressionCommand(
            action: action,
            modifier: modifier,
            rules: rules,
            reason: delimiter.flatMap { trimmedText(bytes[($0 + 2)..<end]) },
            offset: start,
            position: lineTable.lineColumn(at: start),
            declarationPath: declarationPath
        ))
    }

    /// The offset of ` - `, the separator between the rules and the reason.
    private static func reasonDelimiter(in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var index = start
        while index + 1 < end {
            if isBlank(bytes[index]), bytes[index + 1] == UInt8(ascii: "-"), index + 2 == end || isBlank(bytes[index + 2]) {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func trimmedText(_ slice: ArraySlice<UInt8>) -> String? {
        guard let first = slice.firstIndex(where: { !isBlank($0) }),
              let last = slice.lastIndex(where: { !isBlank($0) }) else { return nil }
        return String(decoding: slice[first...last], as: UTF8.self)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }
}
