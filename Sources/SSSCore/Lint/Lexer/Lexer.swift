/// Turns the bytes of a Swift file into tokens.
///
/// The lexer is total and lossless: it accepts any bytes, never fails, and every byte belongs to exactly
/// one token, so joining the tokens' bytes gives back the input. Problems (an unterminated string or
/// comment, an invalid byte) become tokens flagged ``TokenFlags/malformed`` and lexing goes on.
/// Nesting (strings inside interpolations inside strings, …) is kept on an explicit stack, so no input
/// can exhaust the call stack.
package struct Lexer {
    /// The bytes being lexed. Questions about them are asked of `input`, not of the lexer: a method of the
    /// lexer that does not mutate it would be handed a copy of the whole lexer.
    let input: LexerInput
    var position = 0
    var tokens: TokenBuffer
    /// Open string literals, innermost last.
    var strings: [StringFrame] = []
    var mode = Mode.code
    /// The last token that is not trivia; a zero-length whitespace token before the first one.
    var previous = Token(.whitespace, offset: 0, length: 0)
    /// Set right after `try` and a postfix `?` or `!`, where a `/` can only start a regex literal.
    var prefersRegex = false
    /// Whether function bodies are skimmed rather than tokenized (see ``tokenizeSkimmingBodies(_:notingCommentsStartingWith:)``).
    let skimsBodies: Bool
    /// Whether a type's keyword was read and its body's `{`, which is never skimmed, may come next.
    var typeBodyPending = false
    /// Parentheses and brackets open in code; only braces outside them are skimmed.
    var codeDepth = 0
    /// Braces open and not skimmed; only braces at the top level or right inside a type's body are skimmed.
    var braceDepth = 0
    /// Bit `n` tells whether the brace open at depth `n` (from 0, up to 63) is a type's body.
    var typeBodyBits: UInt64 = 0
    /// Bit `n` tells whether the brace open at depth `n` (from 0, up to 63) is a block of code that was
    /// not skimmed because it may declare a local type: the blocks inside it are skimmed when they can be.
    var localTypeBlockBits: UInt64 = 0
    /// Whether the last skim of a brace block stopped at the keyword of a type.
    var skimMetTypeKeyword = false
    /// Function bodies and signatures skimmed so far.
    var skimmedRegions = 0
    /// The text a `//` comment may start with that the caller wants to know about, if any.
    let commentMarker: StaticString?
    /// Whether a `//` comment, tokenized or skimmed, starts with ``commentMarker`` (see
    /// ``noteLineComment(at:)``).
    var hasMarkedComment = false
    var skimFrames: [SkimFrame] = []

    /// The tokens of `bytes`, in order, covering every byte.
    ///
    /// Only the first 4 GiB of larger input are tokenized, since token offsets are 32-bit.
    package static func tokenize(_ bytes: [UInt8]) -> [Token] {
        lex(bytes, skimmingBodies: false, commentMarker: nil).tokens
    }

    /// The bytes skipped between `//` and the text of a comment: space, tab, carriage return, form feed.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    /// Builds the tables the lexer reads, once per process. Threads that lex their first files at the
    /// same moment would otherwise all wait for the one building them, and a thread put to sleep for
    /// that took up to a millisecond to come back.
    static func buildTables() {
        _ = ByteClassTable.shared
        _ = KeywordTable.shared
    }

    /// Tokenizes `bytes`; with `skimmingBodies`, see ``tokenizeSkimmingBodies(_:notingCommentsStartingWith:)``.
    ///
    /// Code has about one token per five bytes, and about one per fifteen once function bodies are
    /// skimmed, so the tokens start with room for one per two bytes, or one per five when skimming;
    /// denser input moves them to larger storage (see ``TokenBuffer``).
    static func lex(_ bytes: [UInt8], skimmingBodies: Bool, commentMarker: StaticString?) -> LexedTokens {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return LexedTokens(tokens: [], skimmed: 0, hasMarkedComment: false)
            }
            let count = min(buffer.count, Int(UInt32.max))
            var skimmed = 0
            var hasMarkedComment = false
            let capacity = skimmingBodies ? count / 5 + 64 : count / 2 + 64
            let tokens = TokenBuffer.makeArray(capacity: capacity) { tokens in
                var lexer = Lexer(bytes: base, count: count, tokens: tokens, skimsBodies: skimmingBodies, commentMarker: commentMarker)
                lexer.run()
                skimmed = lexer.skimmedRegions
                hasMarkedComment = lexer.hasMarkedComment
                return lexer.tokens
            }
            return LexedTokens(tokens: tokens, skimmed: skimmed, hasMarkedComment: hasMarkedComment)
        }
    }

    /// A lexer of `count` bytes at `bytes` that appends to `tokens`.
    private init(bytes: UnsafePointer<UInt8>, count: Int, tokens: TokenBuffer, skimsBodies: Bool, commentMarker: StaticString?) {
        self.skimsBodies = skimsBodies
        self.commentMarker = commentMarker
        self.tokens = tokens
        input = LexerInput(bytes: bytes, count: count)
    }

    var bytes: UnsafePointer<UInt8> {
        @inline(__always) get { input.bytes }
    }

    var count: Int {
        @inline(__always) get { input.count }
    }

    var classes: UnsafePointer<UInt8> {
        @inline(__always) get { input.classes }
    }

    private mutating func run() {
        lexFileStart()
        while position < count {
            if mode == .text {
                lexStringText()
            } else {
                lexCode()
            }
        }
        for frame in strings {
            markUnterminated(frame)
        }
    }

    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        input.byte(at: index)
    }

    @inline(__always)
    func isClass(_ flags: UInt8, at index: Int) -> Bool {
        input.isClass(flags, at: index)
    }

    /// Appends a token from `start` to `end` and moves past it.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, to end: Int, keyword: Keyword = .none, flags: TokenFlags = []) {
        let token = Token(kind, offset: start, length: end &- start, keyword: keyword, flags: flags)
        tokens.append(token)
        if !kind.isTrivia {
            previous = token
            prefersRegex = false
        }
        position = end
    }

    private mutating func lexFileStart() {
        if byte(at: 0) == 0xEF, byte(at: 1) == 0xBB, byte(at: 2) == 0xBF {
            emit(.byteOrderMark, from: 0, to: 3)
        }
        if byte(at: position) == UInt8(ascii: "#"), byte(at: position + 1) == UInt8(ascii: "!") {
            emit(.shebang, from: position, to: input.lineEnd(from: position))
        }
    }

    /// One token of code; inlined into the loop that calls it for every token.
    @inline(__always)
    private mutating func lexCode() {
        let start = position
        let first = bytes[start]
        switch first {
        case 0x20:
            let next = byte(at: start &+ 1)
            if next > 0x20, next < 0x80 {
                emit(.whitespace, from: start, to: start &+ 1)
            } else {
                lexWhitespace()
            }
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
            lexWhitespace()
        case UInt8(ascii: "/"):
            let next = byte(at: start &+ 1)
            if next == UInt8(ascii: "/") {
                lexLineComment()
            } else if next == UInt8(ascii: "*") {
                lexBlockComment()
            } else {
                lexOperator()
            }
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexStringStart(pounds: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "("):
            emit(.leftParen, from: start, to: start &+ 1)
            if mode != .code {
                strings[strings.count - 1].parenDepth += 1
            }
            if skimsBodies { codeDepth += 1 }
        case UInt8(ascii: ")"):
            if lexRightParen(), skimsBodies, codeDepth > 0 { codeDepth -= 1 }
        case UInt8(ascii: "["):
            emit(.leftBracket, from: start, to: start &+ 1)
            if skimsBodies { codeDepth += 1 }
        case UInt8(ascii: "]"):
            emit(.rightBracket, from: start, to: start &+ 1)
            if skimsBodies, codeDepth > 0 { codeDepth -= 1 }
        case UInt8(ascii: "{"):
            emit(.leftBrace, from: start, to: start &+ 1)
            if skimsBodies { braceOpened() }
        case UInt8(ascii: "}"):
            emit(.rightBrace, from: start, to: start &+ 1)
            typeBodyPending = false
            if braceDepth > 0 { braceDepth -= 1 }
        case UInt8(ascii: ","): emit(.comma, from: start, to: start &+ 1)
        case UInt8(ascii: ":"): emit(.colon, from: start, to: start &+ 1)
        case UInt8(ascii: ";"): emit(.semicolon, from: start, to: start &+ 1)
        case UInt8(ascii: "\\"): emit(.backslash, from: start, to: start &+ 1)
        case UInt8(ascii: "@"): lexAttribute()
        case UInt8(ascii: "$"): lexDollarIdentifier()
        case UInt8(ascii: "`"): lexBacktickedIdentifier()
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            lexOperator()
        case 0x80...0xFF:
            lexNonASCII()
        default:
            emit(.unknown, from: start, to: start &+ 1, flags: .malformed)
        }
    }

    /// `)`; whether it closes a parenthesis rather than an interpolation.
    @discardableResult
    private mutating func lexRightParen() -> Bool {
        let start = position
        guard mode != .code else {
            emit(.rightParen, from: start, to: start + 1)
            return true
        }
        let last = strings.count - 1
        if strings[last].parenDepth == 0 {
            emit(.interpolationEnd, from: start, to: start + 1)
            strings[last].inInterpolation = false
            mode = .text
            return false
        }
        strings[last].parenDepth -= 1
        emit(.rightParen, from: start, to: start + 1)
        return true
    }

    /// A character from U+0080 up: a name, an operator, a no-break space, or an invalid byte.
    private mutating func lexNonASCII() {
        let start = position
        guard let (scalar, length) = UnicodeClass.decode(bytes, at: start, count: count) else {
            emit(.unknown, from: start, to: start + 1, flags: .malformed)
            return
        }
        if UnicodeClass.isOperatorHead(scalar) {
            lexOperator()
        } else if UnicodeClass.isSpace(scalar) {
            lexWhitespace()
        } else if scalar == 0xFEFF {
            emit(.byteOrderMark, from: start, to: start + length)
        } else {
            lexIdentifier()
        }
    }
}
