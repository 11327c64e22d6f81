/// What a token is. Trivia comes first so ``isTrivia`` is one comparison.
package enum TokenKind: UInt8, Sendable, CaseIterable {
    /// Spaces, tabs, form feeds and line breaks; flagged ``TokenFlags/containsNewline`` when it holds a line break.
    case whitespace
    /// `// …` up to, not including, the line break.
    case lineComment
    /// `/// …`
    case docLineComment
    /// `/* … */`, nested comments included.
    case blockComment
    /// `/** … */`
    case docBlockComment
    /// `#!…` on the first line.
    case shebang
    /// The UTF-8 byte order mark.
    case byteOrderMark

    /// A name, a contextual keyword such as `weak` or `actor`, `$0`, or a backticked name (flagged ``TokenFlags/backticked``).
    case identifier
    /// A reserved word such as `class`, `func`, `let` or `_`; ``Token/keyword`` tells which.
    case keyword
    case integer
    case float

    /// The opening delimiter of a string: `"`, `"""`, `#"`, `##"""`, … (multi-line ones flagged ``TokenFlags/multiline``).
    case stringStart
    /// Literal text inside a string, escapes included.
    case stringSegment
    /// `\(` or `\#(` with the string's number of `#`.
    case interpolationStart
    /// The `)` that closes an interpolation.
    case interpolationEnd
    /// The closing delimiter of a string.
    case stringEnd
    /// A whole regex literal: `/…/` or `#/…/#`.
    case regex

    case leftParen
    case rightParen
    case leftBracket
    case rightBracket
    case leftBrace
    case rightBrace
    case comma
    case colon
    case semicolon
    /// `\` starting a key path.
    case backslash

    /// A lone `.`.
    case period
    /// A lone `=`.
    case equal
    /// `->`
    case arrow
    /// A `?` bound to what precedes it: `x?.y`, `try?`, `Int?`.
    case postfixQuestion
    /// A `!` bound to what precedes it: `x!`, `Int!`, or after `try`.
    case postfixExclamation
    /// A lone `?` not bound to what precedes it, as in `a ? b : c`.
    case infixQuestion
    /// Any other operator; ``TokenFlags/prefixOperator`` and ``TokenFlags/postfixOperator`` tell its position.
    case `operator`

    /// `@` and the attribute's name, such as `@MainActor`; arguments follow as ordinary tokens.
    case attribute
    case poundIf
    case poundElseif
    case poundElse
    case poundEndif
    /// Any other `#name`: `#available`, `#selector`, `#warning`, a macro such as `#Preview`, or a lone `#`.
    case directive
    /// A byte that starts no token: invalid UTF-8, NUL, a stray quote or backtick.
    case unknown

    /// Whitespace, comments, a shebang or a byte order mark: text that never changes what code means.
    @inline(__always)
    package var isTrivia: Bool { rawValue <= TokenKind.byteOrderMark.rawValue }

    /// A comment of any kind.
    package var isComment: Bool {
        rawValue >= TokenKind.lineComment.rawValue && rawValue <= TokenKind.docBlockComment.rawValue
    }

    /// A token of a string literal other than the code inside its interpolations.
    package var isStringPart: Bool {
        self == .stringStart || self == .stringSegment || self == .stringEnd
    }
}
