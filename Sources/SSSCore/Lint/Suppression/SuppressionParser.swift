/// Reads suppression commands from line comments: `// sss:disable:next rule_a rule_b - why`.
///
/// Only `//` comments count, and only when `sss:` is the first thing in them, so prose that mentions
/// a command and text inside string literals never suppress anything.
enum SuppressionParser {
    enum Outcome: Equatable {
        case command(SuppressionCommand)
        case problem(SuppressionProblem)
    }

    /// What a command's text starts with, after the `//` and any blanks.
    static let commandPrefix: StaticString = "sss:"

    private static let prefix = Array(UnsafeBufferPointer(start: commandPrefix.utf8Start, count: commandPrefix.utf8CodeUnitCount))

    /// The bytes skipped before a command and between its words: space, tab, carriage return, form feed.
    static func isBlank(_ byte: UInt8) -> Bool {
        Lexer.isBlank(byte)
    }

    /// Whether `bytes` contain `sss:` anywhere: a file without it has no commands and no problems, so
    /// its tokens need not be looked at.
    static func mayHoldCommands(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return containsPrefix(base, count: buffer.count)
        }
    }

    /// Whether `sss:` starts at any offset of `base[0..<count]`; compares 16 starting offsets at a time.
    private static func containsPrefix(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(base)
        let s = SIMD16<UInt8>(repeating: UInt8(ascii: "s"))
        let colon = SIMD16<UInt8>(repeating: UInt8(ascii: ":"))
        var start = 0
        while start &+ 19 <= count {
            let found = (raw.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self) .== s)
                .& (raw.loadUnaligned(fromByteOffset: start &+ 1, as: SIMD16<UInt8>.self) .== s)
                .& (raw.loadUnaligned(fromByteOffset: start &+ 2, as: SIMD16<UInt8>.self) .== s)
                .& (raw.loadUnaligned(fromByteOffset: start &+ 3, as: SIMD16<UInt8>.self) .== colon)
            if any(found) { return true }
            start &+= 16
        }
        while start &+ 4 <= count {
            if base[start] == UInt8(ascii: "s"), base[start &+ 1] == UInt8(ascii: "s"),
                base[start &+ 2] == UInt8(ascii: "s"), base[start &+ 3] == UInt8(ascii: ":")
            {
                return true
            }
            start &+= 1
        }
        return false
    }

    /// The command in the line comment `token`, a problem when it starts like one but is malformed, or
    /// `nil` for an ordinary comment. `declarationPath` is asked only for commands.
    static func parse(
        _ token: Token, in bytes: [UInt8], lineTable: LineTable, declarationPath: () -> String
    ) -> Outcome? {
        guard token.kind == .lineComment, token.length >= 2, token.end <= bytes.count else { return nil }
        var cursor = Cursor(bytes: bytes, index: token.offset + 2, end: token.end)
        cursor.skipBlanks()
        guard bytes[cursor.index..<cursor.end].starts(with: prefix) else { return nil }
        let start = cursor.index
        cursor.index += prefix.count
        let reader = CommandReader(start: start, lineTable: lineTable, declarationPath: declarationPath())
        return reader.read(&cursor)
    }

    /// Walks the bytes of one comment.
    struct Cursor {
        let bytes: [UInt8]
        var index: Int
        var end: Int

        mutating func skipBlanks() {
            while index < end, isBlank(bytes[index]) { index += 1 }
        }

        /// The next run of non-blank bytes and where it starts.
        mutating func word() -> (text: String, offset: Int) {
            skipBlanks()
            let start = index
            while index < end, !isBlank(bytes[index]) { index += 1 }
            return (String(decoding: bytes[start..<index], as: UTF8.self), start)
        }

        /// The offset of ` - `, the separator between the rules and the reason.
        func reasonDelimiter() -> Int? {
            var position = index
            while position + 1 < end {
                if isBlank(bytes[position]), bytes[position + 1] == UInt8(ascii: "-"),
                   position + 2 == end || isBlank(bytes[position + 2]) {
                    return position
                }
                position += 1
            }
            return nil
        }

        /// The text from `start` to the end, without surrounding blanks; `nil` when nothing is left.
        func trimmedText(from start: Int) -> String? {
            let slice = bytes[min(start, end)..<end]
            guard let first = slice.firstIndex(where: { !isBlank($0) }),
                  let last = slice.lastIndex(where: { !isBlank($0) }) else { return nil }
            return String(decoding: slice[first...last], as: UTF8.self)
        }
    }

    /// Reads what follows `sss:`: the action, an optional modifier, the rules and the reason.
    private struct CommandReader {
        let start: Int
        let lineTable: LineTable
        let declarationPath: String

        func read(_ cursor: inout Cursor) -> Outcome {
            let (word, wordOffset) = cursor.word()
            let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let actionText = parts.first.map(String.init) ?? ""
            guard let action = SuppressionCommand.Action(rawValue: actionText) else {
                return problem(unknownAction(actionText), at: start)
            }
            var modifier: SuppressionCommand.Modifier?
            if parts.count > 1 {
                let text = String(parts[1])
                guard let known = SuppressionCommand.Modifier(rawValue: text) else {
                    let hint = Suggestion.hint(for: text, in: SuppressionCommand.Modifier.allCases.map(\.rawValue))
                    return problem(
                        "unknown modifier '\(text)' in 'sss:\(word)'" + (hint.isEmpty ? "; expected 'previous', 'this' or 'next'" : hint),
                        at: wordOffset + actionText.utf8.count + 1
                    )
                }
                modifier = known
            }
            let commentEnd = cursor.end
            let delimiter = cursor.reasonDelimiter()
            cursor.end = delimiter ?? commentEnd
            var rules: [SuppressionCommand.RuleReference] = []
            while case let (identifier, offset) = cursor.word(), !identifier.isEmpty {
                rules.append(.init(identifier: identifier, offset: offset, position: lineTable.lineColumn(at: offset)))
            }
            guard !rules.isEmpty else {
                let form = action.rawValue + (modifier.map { ":" + $0.rawValue } ?? "")
                return problem("'sss:\(form)' names no rule; list rule identifiers or 'all'", at: start)
            }
            cursor.end = commentEnd
            return .command(SuppressionCommand(
                action: action,
                modifier: modifier,
                rules: rules,
                reason: delimiter.flatMap { cursor.trimmedText(from: $0 + 2) },
                offset: start,
                position: lineTable.lineColumn(at: start),
                declarationPath: declarationPath
            ))
        }

        private func unknownAction(_ text: String) -> String {
            let expected = "expected 'sss:disable' or 'sss:enable'"
            guard !text.isEmpty else { return "incomplete suppression command; \(expected)" }
            let hint = Suggestion.closest(to: text, in: SuppressionCommand.Action.allCases.map(\.rawValue))
            return "unknown suppression command 'sss:\(text)'" + (hint.map { "; did you mean 'sss:\($0)'?" } ?? "; \(expected)")
        }

        private func problem(_ message: String, at offset: Int) -> Outcome {
            .problem(SuppressionProblem(
                message: message, offset: offset, position: lineTable.lineColumn(at: offset), declarationPath: declarationPath
            ))
        }
    }
}
