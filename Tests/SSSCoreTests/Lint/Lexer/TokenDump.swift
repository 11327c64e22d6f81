@testable import SSSCore
import SSSTestSupport

/// Readable views of the lexer's output, for tests and for looking at results while debugging.
enum TokenDump {
    /// The tokens of `source` as `kind text` lines, whitespace left out unless `includingWhitespace`.
    static func lines(_ source: String, includingWhitespace: Bool = false) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes)
            .filter { includingWhitespace || $0.kind != .whitespace }
            .map { describe($0, in: bytes) }
    }

    /// `kind text`, with `!` after the kind for malformed tokens and `^`/`$` for prefix and postfix operators.
    static func describe(_ token: Token, in bytes: [UInt8]) -> String {
        var kind = "\(token.kind)"
        if token.flags.contains(.malformed) { kind += "!" }
        if token.flags.contains(.prefixOperator) { kind += "^" }
        if token.flags.contains(.postfixOperator) { kind += "$" }
        return "\(kind) \(token.text(in: bytes))"
    }

    /// The kinds of the non-whitespace tokens of `source`.
    static func kinds(_ source: String) -> [TokenKind] {
        Lexer.tokenize(Array(source.utf8)).map(\.kind).filter { $0 != .whitespace }
    }
}

extension TokenDump {
    /// Whether `tokens` cover `byteCount` bytes in order, each token non-empty and starting where the last ended.
    static func coversEveryByte(_ tokens: [Token], byteCount: Int) -> Bool {
        var offset = 0
        for token in tokens {
            guard token.offset == offset, token.length > 0 else { return false }
            offset = token.end
        }
        return offset == byteCount
    }
}
