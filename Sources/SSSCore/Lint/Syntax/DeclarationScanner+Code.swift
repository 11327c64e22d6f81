/// A group of tokens being read as code for local types: what to go back to when it ends.
struct CodeRegion {
    /// The number of tokens outside the group.
    var outerLimit: Int
    /// Where the scan goes on after the group, and the last token it had taken.
    var resume: Int
    var lastTaken: Int
    /// How many types were open when the group was entered: code is read while no more are.
    var typeDepth: Int
    /// How many brace blocks of code were open when the group was entered.
    var blockDepth: Int
    /// The `#if` branches open, and the attributes and modifiers read, when the group was entered.
    var conditions: [ConditionalBranch]
    var prefix: DeclarationPrefix
    /// The groups noted at the same time as this one, after it.
    var laterRegions: [Range<Int>]
    /// Whether the group, and each group around it, is a brace block, whose skimmed regions inside are
    /// passed as their tokens would be. The inside of a parenthesized or bracketed group may also be part
    /// of what a declaration read (a type annotation's text, the names of a tuple pattern), where a
    /// skimmed block reads otherwise than its tokens; the skimmed regions in it are left uncounted, so
    /// the file is scanned again from full tokens.
    var countsSkimmedRegions: Bool
}

/// A brace block open in code being read for local types.
struct CodeBlock {
    /// The offset of its `{`.
    var offset: Int
    /// How many types were open when it opened.
    var typeDepth: Int
}

extension DeclarationScanner {
    /// Groups of code inside groups of code deeper than this are not read for local types: each level is
    /// skipped once by the level around it, so the bound keeps scanning linear.
    static let maximumRegionNesting = 32

    /// Whether `keyword` is one of the words a local type starts with (see
    /// ``ScannerInput/isLocalTypeKeyword(at:)``).
    @inline(__always)
    static func mayBeLocalTypeKeyword(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .class, .struct, .enum, .actor: true
        default: false
        }
    }

    /// Keeps `group`, a skipped group that holds the keyword of a type, to be read for local types.
    mutating func noteLocalTypes(in group: Range<Int>) {
        guard regions.count < Self.maximumRegionNesting, group.count > 1 else { return }
        pendingRegions.append(group)
    }

    /// Whether a skimmed region passed now counts as passed as its tokens would be (see
    /// ``CodeRegion/countsSkimmedRegions``).
    var countsSkimmedRegions: Bool {
        regions.last?.countsSkimmedRegions ?? true
    }

    /// Starts reading the first group noted, as code: up to its end, no token past it is seen.
    mutating func enterPendingRegion(prefix: inout DeclarationPrefix) {
        let group = pendingRegions.removeFirst()
        regions.append(CodeRegion(
            outerLimit: tokens.count, resume: index, lastTaken: lastTaken, typeDepth: openTypes.count,
            blockDepth: codeBlocks.count, conditions: conditions, prefix: prefix, laterRegions: pendingRegions,
            countsSkimmedRegions: countsSkimmedRegions && tokens[group.lowerBound].kind == .leftBrace
        ))
        pendingRegions = []
        prefix = DeclarationPrefix()
        input.tokens = UnsafeBufferPointer(rebasing: input.tokens[..<group.upperBound])
        index = group.lowerBound
    }

    /// Ends the innermost group of code at its last token: types left open in it are closed there, and
    /// the scan goes on where it was when the group was entered.
    mutating func leaveRegion(prefix: inout DeclarationPrefix) {
        guard let region = regions.last else { return }
        while openTypes.count > region.typeDepth {
            closeInnermostType(at: nil)
        }
        regions.removeLast()
        codeBlocks.removeLast(codeBlocks.count - region.blockDepth)
        conditions = region.conditions
        prefix = region.prefix
        pendingRegions = region.laterRegions
        if let base = input.tokens.baseAddress {
            input.tokens = UnsafeBufferPointer(start: base, count: region.outerLimit)
        }
        index = region.resume
        lastTaken = region.lastTaken
    }

    /// One token of code: braces open and close blocks, and the keyword of a type starts a local type.
    /// Everything else is passed one token at a time, so nested blocks cost nothing more.
    mutating func readCode(_ token: Token, prefix: inout DeclarationPrefix) {
        switch token.kind {
        case .leftBrace:
            codeBlocks.append(CodeBlock(offset: token.offset, typeDepth: openTypes.count))
            // A block of code the lexer skimmed holds no type's keyword: passed as its tokens would be.
            if countsSkimmedRegions, index + 1 < tokens.count, tokens[index + 1].flags.contains(.skimmedBody) {
                skimmedRegions += 1
            }
            take()
            prefix.reset()
        case .rightBrace:
            if codeBlocks.count > (regions.last?.blockDepth ?? 0) {
                codeBlocks.removeLast()
            }
            take()
            prefix.reset()
        case .attribute:
            readAttribute(into: &prefix)
        case .poundIf, .poundElseif, .poundElse, .poundEndif:
            enterConditionalBranch(token.kind)
        case .keyword, .identifier:
            readCodeWord(token, prefix: &prefix)
        default:
            take()
            prefix.reset()
        }
    }

    /// A word in code: a local type's keyword, one of its modifiers, or anything else.
    private mutating func readCodeWord(_ token: Token, prefix: inout DeclarationPrefix) {
        let afterPeriod = index > 0 && tokens[index - 1].kind == .period
        switch token.keyword {
        case .class where token.kind == .keyword && !afterPeriod: readType(.class, prefix: &prefix)
        case .struct where token.kind == .keyword && !afterPeriod: readType(.struct, prefix: &prefix)
        case .enum where token.kind == .keyword && !afterPeriod: readType(.enum, prefix: &prefix)
        case .actor where !afterPeriod && input.namesOnSameLine(after: index):
            readType(.actor, prefix: &prefix)
        default:
            if let (modifier, setter) = Modifiers.named(token.keyword), !afterPeriod, input.isModifier(at: index) {
                readModifier(modifier, setter: setter, into: &prefix)
            } else {
                take()
                prefix.reset()
            }
        }
    }

    /// Where a type read now is seen: the brace blocks of code around it, up to the innermost open
    /// type; `nil` for a type that is not local.
    func localScope() -> LocalScope? {
        var blocks: [Int] = []
        var position = codeBlocks.count - 1
        while position >= 0, codeBlocks[position].typeDepth == openTypes.count {
            blocks.append(codeBlocks[position].offset)
            position -= 1
        }
        // Read in place: `openTypes.last` would copy the whole declaration around it.
        if !blocks.isEmpty || !openTypes.isEmpty && openTypes[openTypes.count - 1].declaration.isLocal {
            return LocalScope(blocks: blocks)
        }
        return nil
    }
}

extension ScannerInput {
    /// Whether the word at `position` is the keyword of a type that can be declared in code: `class`,
    /// `struct` or `enum`, or `actor` before a name.
    @inline(__always)
    func isLocalTypeKeyword(at position: Int) -> Bool {
        let token = tokens[position]
        switch token.keyword {
        case .class, .struct, .enum: return token.kind == .keyword
        case .actor: return significant(after: position)?.token.kind == .identifier
        default: return false
        }
    }

    /// Whether a name follows the word at `position` on its line, as it does after `actor` declaring one.
    fileprivate func namesOnSameLine(after position: Int) -> Bool {
        guard let next = significant(after: position), next.token.kind == .identifier else { return false }
        for between in (position + 1)..<next.index where tokens[between].flags.contains(.containsNewline) {
            return false
        }
        return true
    }
}
