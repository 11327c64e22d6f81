/// One token: its kind and the bytes it covers. Tokens hold no text; read it from the file's bytes.
///
/// Offsets are stored in 32 bits, so a file can be at most 4 GiB; ``Lexer`` tokenizes only that much.
package struct Token: Sendable, Hashable {
    package var kind: TokenKind
    /// Which reserved or contextual word an identifier or keyword is; ``Keyword/none`` for anything else.
    package var keyword: Keyword
    package var flags: TokenFlags
    private var start: UInt32
    private var count: UInt32

    package init(_ kind: TokenKind, offset: Int, length: Int, keyword: Keyword = .none, flags: TokenFlags = []) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = UInt32(truncatingIfNeeded: offset)
        self.count = UInt32(truncatingIfNeeded: length)
    }

    /// The byte offset of the token's first byte.
    @inline(__always)
    package var offset: Int { Int(start) }

    /// The number of bytes the token covers.
    @inline(__always)
    package var length: Int { Int(count) }

    /// The offset just past the token's last byte.
    @inline(__always)
    package var end: Int { Int(start) + Int(count) }

    package var range: Range<Int> { offset..<end }

    /// Moves the token `distance` bytes later in the file.
    mutating func move(by distance: Int) {
        start = UInt32(truncatingIfNeeded: Int(start) + distance)
    }

    /// Whether the token is malformed: an unterminated string, comment or regex, or an unknown byte.
    package var isMalformed: Bool { flags.contains(.malformed) }
}

/// Extra facts about a token.
package struct TokenFlags: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Whitespace that contains a line break.
    package static let containsNewline = TokenFlags(rawValue: 1 << 0)
    /// Something the lexer had to recover from: an unterminated string (on its ``TokenKind/stringStart``),
    /// comment or regex, a lone backtick, an invalid byte.
    package static let malformed = TokenFlags(rawValue: 1 << 1)
    /// A name written in backticks.
    package static let backticked = TokenFlags(rawValue: 1 << 2)
    /// A multi-line string delimiter or a multi-line regex.
    package static let multiline = TokenFlags(rawValue: 1 << 3)
    /// An operator bound only to what follows it, such as `!` in `!flag`.
    package static let prefixOperator = TokenFlags(rawValue: 1 << 4)
    /// An operator bound only to what precedes it, such as `...` in `1...`.
    package static let postfixOperator = TokenFlags(rawValue: 1 << 5)
    /// The inside of a function body that the lint pipeline skimmed instead of tokenizing (see
    /// ``Lexer/tokenizeSkimmingBodies(_:notingCommentsStartingWith:)``); ``Lexer/tokenize(_:)`` never sets it.
    static let skimmedBody = TokenFlags(rawValue: 1 << 6)
    /// Everything between the name of a function and its body's `{`, which the lint pipeline skimmed
    /// instead of tokenizing; ``Lexer/tokenize(_:)`` never sets it.
    static let skimmedSignature = TokenFlags(rawValue: 1 << 7)
}
