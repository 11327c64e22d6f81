extension Lexer {
    /// What the lexer is reading at the current position.
    enum Mode: UInt8 {
        /// Code outside any string.
        case code
        /// The text of the innermost string.
        case text
        /// Code inside an interpolation of a multi-line string.
        case multilineInterpolation
        /// Code inside an interpolation of a single-line string, which a line break ends.
        case singleLineInterpolation
    }

    /// A string literal that is open.
    struct StringFrame {
        /// The number of `#` around the string.
        var pounds: Int
        var isMultiline: Bool
        /// The index of the string's ``TokenKind/stringStart`` token, flagged if the string never closes.
        var startToken: Int
        /// Whether the lexer is inside one of the string's interpolations rather than its text.
        var inInterpolation = false
        /// Parentheses opened inside the current interpolation and not closed yet.
        var parenDepth = 0
    }

    mutating func pushString(pounds: Int, isMultiline: Bool, startToken: Int) {
        strings.append(StringFrame(pounds: pounds, isMultiline: isMultiline, startToken: startToken))
        mode = .text
    }

    /// Closes the innermost string and goes back to whatever encloses it.
    mutating func popString() {
        strings.removeLast()
        updateMode()
    }

    mutating func enterInterpolation() {
        strings[strings.count - 1].inInterpolation = true
        strings[strings.count - 1].parenDepth = 0
        updateMode()
    }

    mutating func updateMode() {
        guard let top = strings.last else {
            mode = .code
            return
        }
        if !top.inInterpolation {
            mode = .text
        } else {
            mode = top.isMultiline ? .multilineInterpolation : .singleLineInterpolation
        }
    }

    mutating func markUnterminated(_ frame: StringFrame) {
        if frame.startToken < tokens.count {
            tokens[frame.startToken].flags.insert(.malformed)
        }
    }

    /// A line break inside an interpolation of a single-line string ends that string, and any
    /// single-line string around it, unterminated.
    mutating func closeSingleLineStringsAtLineBreak() {
        while mode == .singleLineInterpolation, let frame = strings.last {
            markUnterminated(frame)
            popString()
        }
    }
}
