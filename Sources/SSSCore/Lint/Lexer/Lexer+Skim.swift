extension Lexer {
    /// A string literal open while a body is skimmed.
    struct SkimFrame {
        var isMultiline: Bool
        var inInterpolation = false
        /// Parentheses opened inside the current interpolation and not closed yet.
        var parenDepth = 0
    }

    /// Brackets open while a group is skimmed, counted the way the declaration scanner skips a group: per
    /// kind, except that in a brace block only braces count outside strings (parentheses and square brackets
    /// in its code are not even looked at), and inside interpolations those that the interpolation opens.
    private struct SkimDepths {
        var parens = 0
        var brackets = 0
        var braces = 0
        var interpolations = 0

        /// The depths right inside the group that `opening` (`{`, `(` or `[`) opens.
        init(opening: UInt8) {
            switch opening {
            case UInt8(ascii: "("): parens = 1
            case UInt8(ascii: "["): brackets = 1
            default: braces = 1
            }
        }

        var isBalanced: Bool { parens == 0 && brackets == 0 && braces == 0 && interpolations == 0 }
    }

    /// The tokens of `bytes` for linting, how many regions were skimmed (brace blocks, and the
    /// signatures of functions with a body, see ``skimSignature()``), and whether a `//` comment, in
    /// tokens or skimmed, starts with `marker` after blanks (see ``noteLineComment(at:)``).
    ///
    /// A brace block outside parentheses and brackets that is not a type's body (one after `class`,
    /// `struct`, `enum`, `protocol`, `extension`, `actor` or `precedencegroup`) becomes three tokens: `{`,
    /// one ``TokenKind/blockComment`` flagged ``TokenFlags/skimmedBody`` over everything inside, and `}`.
    /// The block is only skimmed: braces, strings and comments are followed byte by byte, with no tokens
    /// made; parentheses and square brackets do not nest in it, so only those inside a string's
    /// interpolation are counted. A block that starts with `willSet`, `didSet` or an attribute, or holds
    /// anything the skim cannot follow exactly (a regex literal or a `/` that might start one, a raw
    /// string, an unterminated string or comment, unbalanced braces or interpolations) is tokenized as
    /// usual. Every token outside skimmed regions is the same as ``tokenize(_:)`` makes.
    package static func tokenizeSkimmingBodies(_ bytes: [UInt8], notingCommentsStartingWith marker: StaticString? = nil) -> LexedTokens {
        lex(bytes, skimmingBodies: true, commentMarker: marker)
    }

    /// The tokens of the bytes in `range` of `bytes`, with offsets into `bytes`; `range` should start
    /// where the lexer is in code outside any string, such as at a skimmed body's `{`.
    static func tokenize(_ bytes: [UInt8], in range: Range<Int>) -> [Token] {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        var tokens = tokenize(Array(bytes[lower..<upper]))
        for index in tokens.indices {
            tokens[index].move(by: lower)
        }
        return tokens
    }

    /// Notes a keyword before its token is emitted: a type's keyword makes the next `{` a body the
    /// scanner reads, which is not skimmed; another declaration keyword cancels that.
    mutating func notePendingBody(_ keyword: Keyword) {
        switch keyword {
        case .class, .struct, .enum, .protocol, .extension, .actor, .precedencegroup:
            if previous.kind != .period { typeBodyPending = true }
        case .func, .`init`, .deinit, .subscript, .var, .let, .case, .typealias, .import, .associatedtype,
            .operator, .macro:
            typeBodyPending = false
        default:
            break
        }
    }

    /// Whether the lexer is in code at the top level or right inside a type's body, outside parentheses and
    /// brackets: where the scanner reads declarations.
    var isAtDeclarationLevel: Bool {
        @inline(__always) get {
            let isDeclarationLevel = braceDepth == 0 || (braceDepth <= 64 && typeBodyBits & (1 << (braceDepth - 1)) != 0)
            return isDeclarationLevel && codeDepth == 0 && mode == .code
        }
    }

    /// Called right after a `{` is emitted: skims to its `}` when it can, emitting the inside as one token.
    mutating func braceOpened() {
        let isTypeBody = typeBodyPending
        typeBodyPending = false
        guard !isTypeBody, isAtDeclarationLevel, startsPlainBlock(at: position),
            let close = skimmedBlockEnd(from: position)
        else {
            if braceDepth < 64 {
                typeBodyBits = isTypeBody ? typeBodyBits | (1 << braceDepth) : typeBodyBits & ~(1 << braceDepth)
            }
            braceDepth += 1
            return
        }
        if close > position {
            emit(.blockComment, from: position, to: close, flags: .skimmedBody)
            skimmedRegions += 1
        }
        emit(.rightBrace, from: close, to: close + 1)
    }

    /// Whether the first significant token from `start` is something other than an attribute, `willSet` or
    /// `didSet`, so the scanner would not read the block as property observers.
    private mutating func startsPlainBlock(at start: Int) -> Bool {
        var index = start
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x20:
                index = Self.spaceRunEnd(bytes, from: index, count: count)
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                index += 1
            case UInt8(ascii: "/"):
                let next = self.byte(at: index + 1)
                if next == UInt8(ascii: "/") {
                    noteLineComment(at: index)
                    index = input.lineEnd(from: index + 2)
                } else if next == UInt8(ascii: "*"), let end = input.skimBlockComment(from: index) {
                    index = end
                } else {
                    return true
                }
            case UInt8(ascii: "@"):
                return false
            case 0x80...0xFF:
                return false
            default:
                return !input.matches("willSet", at: index) && !input.matches("didSet", at: index)
            }
        }
        return true
    }

    /// The offset of the `}` that closes the brace block opened right before `start`, or `nil` when the
    /// skim cannot follow the block exactly.
    mutating func skimmedBlockEnd(from start: Int) -> Int? {
        skimmedEnd(from: start, opening: UInt8(ascii: "{"), allowingBraces: true, stops: BraceStops.self)
    }

    /// The offset of the `)` or `]` that closes the group `opening` (`(` or `[`) opens right before
    /// `start`, or `nil` when the skim cannot follow the group exactly or meets a brace outside strings.
    mutating func skimmedGroupEnd(from start: Int, opening: UInt8) -> Int? {
        skimmedEnd(from: start, opening: opening, allowingBraces: false, stops: BracketStops.self)
    }

    /// The offset of the bracket that closes the group `opening` opens right before `start`, stopping in
    /// code at the bytes of `stops`.
    private mutating func skimmedEnd<Stops: SkimStops>(
        from start: Int, opening: UInt8, allowingBraces: Bool, stops _: Stops.Type
    ) -> Int? {
        skimFrames.removeAll(keepingCapacity: true)
        var depths = SkimDepths(opening: opening)
        var stops = SkimStopSearch<Stops>()
        var index = start
        while true {
            if let top = skimFrames.last, !top.inInterpolation {
                guard let (end, opensInterpolation) = input.skimText(from: index, isMultiline: top.isMultiline) else { return nil }
                index = end
                if opensInterpolation {
                    skimFrames[skimFrames.count - 1].inInterpolation = true
                    skimFrames[skimFrames.count - 1].parenDepth = 0
                    depths.interpolations += 1
                } else {
                    skimFrames.removeLast()
                }
                continue
            }
            // Inside an interpolation, line breaks (which end a single-line string) and backslashes stop it too.
            if skimFrames.isEmpty {
                index = stops.next(in: bytes, from: index, count: count)
            } else {
                let stops = ByteClass.skimStop | ByteClass.stringStop
                while index < count, classes[Int(bytes[index])] & stops == 0 {
                    index &+= 1
                }
            }
            guard index < count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard allowingBraces else { return nil }
                depths.braces += 1
            case UInt8(ascii: "}"):
                guard depths.braces > 0 else { return nil }
                depths.braces -= 1
                if depths.braces == 0, opening == UInt8(ascii: "{") {
                    return skimFrames.isEmpty && depths.isBalanced ? index : nil
                }
            case UInt8(ascii: "("):
                depths.parens += 1
                if !skimFrames.isEmpty { skimFrames[skimFrames.count - 1].parenDepth += 1 }
            case UInt8(ascii: ")"):
                if !skimFrames.isEmpty {
                    if skimFrames[skimFrames.count - 1].parenDepth == 0 {
                        guard depths.interpolations > 0 else { return nil }
                        depths.interpolations -= 1
                        skimFrames[skimFrames.count - 1].inInterpolation = false
                        index += 1
                        continue
                    }
                    skimFrames[skimFrames.count - 1].parenDepth -= 1
                }
                guard depths.parens > 0 else { return nil }
                depths.parens -= 1
                if depths.parens == 0, opening == UInt8(ascii: "(") {
                    return skimFrames.isEmpty && depths.isBalanced ? index : nil
                }
            case UInt8(ascii: "["):
                depths.brackets += 1
            case UInt8(ascii: "]"):
                guard depths.brackets > 0 else { return nil }
                depths.brackets -= 1
                if depths.brackets == 0, opening == UInt8(ascii: "[") {
                    return skimFrames.isEmpty && depths.isBalanced ? index : nil
                }
            case UInt8(ascii: "\""):
                let isMultiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
                skimFrames.append(SkimFrame(isMultiline: isMultiline))
                index += isMultiline ? 3 : 1
                continue
            case UInt8(ascii: "/"):
                guard skimFrames.isEmpty, let end = skimSlash(at: index) else { return nil }
                index = end
                continue
            case UInt8(ascii: "#"):
                var end = index + 1
                while byte(at: end) == UInt8(ascii: "#") { end += 1 }
                let next = byte(at: end)
                if next == UInt8(ascii: "\"") || next == UInt8(ascii: "/") { return nil }
                index = end
                continue
            case UInt8(ascii: "`"):
                index = input.skimBacktick(at: index)
                continue
            case 0x0A, 0x0D:
                if let top = skimFrames.last, !top.isMultiline { return nil }
            default:
                break
            }
            index += 1
        }
    }

    /// Past a comment or a dividing `/` at `slash`; `nil` for anything that might be a regex literal.
    private mutating func skimSlash(at slash: Int) -> Int? {
        let next = byte(at: slash + 1)
        if next == UInt8(ascii: "/") {
            noteLineComment(at: slash)
            return input.lineEnd(from: slash + 2)
        }
        if next == UInt8(ascii: "*") { return input.skimBlockComment(from: slash) }
        return input.isDivision(at: slash) ? slash + 1 : nil
    }
}

extension LexerInput {
    /// Where plain string text from `start` stops: after the closing quote, or after `\(` when an
    /// interpolation opens; `nil` when the string does not close.
    fileprivate func skimText(from start: Int, isMultiline: Bool) -> (end: Int, opensInterpolation: Bool)? {
        var index = start
        while index < count {
            let byte = bytes[index]
            if classes[Int(byte)] & ByteClass.stringStop == 0 {
                index = plainTextEnd(from: index &+ 1)
            } else if byte == UInt8(ascii: "\\") {
                let next = self.byte(at: index + 1)
                if next == UInt8(ascii: "("), index + 1 < count { return (index + 2, true) }
                let skipsNext = index + 1 < count && (next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\"))
                index += skipsNext ? 2 : 1
            } else if byte == UInt8(ascii: "\"") {
                if !isMultiline { return (index + 1, false) }
                if self.byte(at: index + 1) == UInt8(ascii: "\""), self.byte(at: index + 2) == UInt8(ascii: "\"") {
                    return (index + 3, false)
                }
                index += 1
            } else if isMultiline {
                index += 1
            } else {
                return nil
            }
        }
        return nil
    }

    /// The end of the block comment at `start`, with nested comments counted; `nil` when it does not close
    /// (``Lexer/lexBlockComment()`` then runs it to the end of input).
    func skimBlockComment(from start: Int) -> Int? {
        var depth = 1
        var index = start + 2
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), self.byte(at: index + 1) == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 { return index }
            } else if byte == UInt8(ascii: "/"), self.byte(at: index + 1) == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Past a backticked name, or past a lone backtick: where ``Lexer/lexBacktickedIdentifier()`` ends
    /// its token.
    func skimBacktick(at start: Int) -> Int {
        var index = start + 1
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") || byte == 0x0A || byte == 0x0D { break }
            index += 1
        }
        return byte(at: index) == UInt8(ascii: "`") && index > start + 1 ? index + 1 : start + 1
    }

    /// Whether the `/` at `slash`, which starts no comment, divides for certain, as ``lexOperator()`` reads
    /// it: right after a name, number, `)` or `]`; or, as `/` or `/=` between spaces, after one of those.
    fileprivate func isDivision(at slash: Int) -> Bool {
        guard slash > 0 else { return false }
        let before = bytes[slash - 1]
        if before == UInt8(ascii: ")") || before == UInt8(ascii: "]") { return true }
        if classes[Int(before)] & ByteClass.identifierBody != 0 { return true }
        guard before == 0x20 || before == 0x09 else { return false }
        var end = slash + 1
        if byte(at: end) == UInt8(ascii: "=") { end += 1 }
        let after = byte(at: end)
        guard after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D else { return false }
        var last = slash - 1
        while last > 0, bytes[last] == 0x20 || bytes[last] == 0x09 {
            last -= 1
        }
        let previousByte = bytes[last]
        if previousByte == UInt8(ascii: ")") || previousByte == UInt8(ascii: "]") { return true }
        guard classes[Int(previousByte)] & ByteClass.identifierBody != 0 else { return false }
        var first = last
        while first > 0, classes[Int(bytes[first - 1])] & ByteClass.identifierBody != 0 {
            first -= 1
        }
        if first > 0 {
            let lead = bytes[first - 1]
            if lead == UInt8(ascii: "@") || lead == UInt8(ascii: "#") || lead == UInt8(ascii: "`") || lead >= 0x80 {
                return false
            }
        }
        if classes[Int(bytes[first])] & ByteClass.digit != 0 { return true }
        return !keyword(at: first, count: last + 1 - first).isReserved
    }
}
