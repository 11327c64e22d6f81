import Foundation
@testable import SSSCore

/// Finds, with `sss`'s own lexer (so comments and strings never count), what a library must not hold:
/// settings of the whole process (the allocator's `mallopt`, `madvise` and `sbrk`; signal handlers
/// through `sigaction` or `signal(`), accesses that skip Swift's exclusivity check
/// (`@exclusivity(unchecked)`, `_modify` accessors), and `@unchecked Sendable` types that do not say why
/// sharing them is safe: a comment with the words "Sendable because" in the type's documentation or at
/// the top of its body.
struct UnsafeCodeCheck {
    /// Names that belong to the process wherever they appear; `signal` counts only when called.
    static let processNames: Set<String> = ["mallopt", "madvise", "sbrk", "sigaction"]

    /// Every breach in the Swift files under `folder`, as `path:line:column: message` with paths
    /// relative to `folder`, sorted.
    static func violations(under folder: URL) throws -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        let paths = walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.flatMap { path in
            try violations(in: SourceFile(path: path, bytes: Array(Data(contentsOf: folder.appendingPathComponent(path)))))
        }
    }

    static func violations(in source: SourceFile) -> [String] {
        let tokens = Lexer.tokenize(source.bytes)
        let code = tokens.indices.filter { !tokens[$0].kind.isTrivia }
        var found: [String] = []
        func report(_ token: Token, _ message: String) {
            let position = SourceLocation(file: source, offset: token.offset).lineColumn
            found.append("\(source.path):\(position.line):\(position.column): \(message)")
        }
        for (position, index) in code.enumerated() {
            let token = tokens[index]
            let text = source.text(of: token)
            let next = position + 1 < code.count ? tokens[code[position + 1]] : nil
            let previous = position > 0 ? tokens[code[position - 1]] : nil
            switch token.kind {
            case .attribute where text == "@exclusivity":
                report(token, "@exclusivity skips the exclusivity check")
            case .attribute where text == "@unchecked" && next.map { source.text(of: $0) } == "Sendable":
                if !explainsSendability(tokens, at: index, in: source) {
                    report(token, "@unchecked Sendable without a comment that says why: 'Sendable because …'")
                }
            case .identifier, .keyword:
                guard previous?.kind != .period else { continue }
                if text == "_modify", next?.kind == .leftBrace {
                    report(token, "a _modify accessor")
                } else if processNames.contains(text) || text == "signal" && next?.kind == .leftParen {
                    report(token, "'\(text)' changes the whole process; a library must not")
                }
            default:
                break
            }
        }
        return found
    }

    /// Whether a comment just above the declaration holding the token at `index`, or the first comments
    /// inside its body, say "Sendable because".
    private static func explainsSendability(_ tokens: [Token], at index: Int, in source: SourceFile) -> Bool {
        var comments: [String] = []
        // Back to the keyword that starts the declaration, then over its modifiers and the comments above.
        var start = tokens[..<index].lastIndex { $0.kind == .keyword && [.class, .struct, .enum, .extension].contains($0.keyword) } ?? index
        while start > 0, [.keyword, .identifier, .attribute].contains(tokens[start - 1].kind) || tokens[start - 1].kind.isTrivia {
            start -= 1
        }
        for token in tokens[start..<index] where token.kind.isComment {
            comments.append(source.text(of: token))
        }
        if var inside = tokens[index...].firstIndex(where: { $0.kind == .leftBrace }) {
            inside += 1
            while inside < tokens.count, tokens[inside].kind.isTrivia {
                if tokens[inside].kind.isComment { comments.append(source.text(of: tokens[inside])) }
                inside += 1
            }
        }
        return comments.contains { $0.lowercased().contains("sendable because") }
    }
}
