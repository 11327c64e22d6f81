/// Reads the declarations of a file from its tokens: types with their members, functions, properties,
/// enum cases and type aliases, with positions.
///
/// The scanner never fails. It reads declarations where it finds them, skips code it does not
/// understand, and resynchronizes at braces: a `}` always closes the innermost open type, and any other
/// brace block (function bodies, closures, statements) is skipped by brace matching, with a counter
/// rather than recursion. A skipped group that holds the keyword of a type is then read as code for
/// local types (see ``TypeDeclaration/Fields/localScope``), on an explicit stack. Declarations in every
/// `#if`, `#elseif` and `#else` branch are read alike. Each token is looked at a bounded number of times,
/// so scanning is linear.
package struct DeclarationScanner {
    /// Types nested deeper than this keep their bodies as token ranges, but their members are not read.
    package static let maximumTypeNesting = 256

    var input: ScannerInput
    /// The index of the next token to read.
    var index = 0
    /// The index of the last significant token taken.
    var lastTaken = 0
    /// Types whose bodies are open, innermost last, each with the index of its `{` and the members kept
    /// around it.
    var openTypes: [(declaration: TypeDeclaration.Fields, bodyStart: Int, outerSelection: MemberSelection)] = []
    /// Chooses the declarations kept; `nil` keeps them all.
    let memberFilter: MemberFilter?
    /// The members kept at the current token: the innermost open type's, or the top level's.
    var selection: MemberSelection
    var topLevel: [Declaration] = []
    var imports: [ImportDeclaration] = []
    /// The `#if` branches open at the current token, outermost first.
    var conditions: [ConditionalBranch] = []
    /// Skimmed regions (see ``Lexer/tokenizeSkimmingBodies(_:notingCommentsStartingWith:)``) passed as the full tokens would have
    /// been: brace blocks skipped as a whole from their `{`, and signatures of functions walked past.
    var skimmedRegions = 0
    /// The index of the `{` of the last of them.
    var lastSkimmedGroup = -1
    /// Whether a property of some type read so far is `weak` or `unowned`; set from the start when the
    /// file is scanned a second time (see ``MemberSelection/initializersBesideNonOwning``).
    var declaresNonOwning = false
    /// Whether an initializer was passed over that ``MemberSelection/initializersBesideNonOwning`` keeps
    /// should a `weak` or `unowned` property come later in the file, which is then scanned again.
    var passedInitializerBesideNonOwning = false
    /// Groups skipped since the last declaration that hold the keyword of a type, in source order: code to
    /// read for local types once that declaration is read.
    var pendingRegions: [Range<Int>] = []
    /// The groups of code being read for local types, innermost last.
    var regions: [CodeRegion] = []
    /// The brace blocks open in code being read, innermost last.
    var codeBlocks: [CodeBlock] = []

    /// The declarations in `tokens`, the tokens of `bytes` as made by ``Lexer/tokenize(_:)``.
    package static func scan(_ bytes: [UInt8], tokens: [Token]) -> DeclarationTree {
        bytes.withUnsafeBufferPointer { bytes in
            tokens.withUnsafeBufferPointer { tokens in
                var scanner = DeclarationScanner(tokens: tokens, bytes: bytes)
                scanner.run()
                return DeclarationTree(declarations: scanner.topLevel, imports: scanner.imports)
            }
        }
    }

    /// The declarations in `tokens` as made by ``Lexer/tokenizeSkimmingBodies(_:notingCommentsStartingWith:)``, and how many skimmed
    /// regions were passed as the full tokens would have been. When that is every skimmed region, the
    /// declarations are the same as those of the file's full tokens.
    ///
    /// With `memberFilter`, the top level and each type keep only what the filter selects, besides
    /// types and imports.
    package static func scanCountingSkimmedRegions(
        _ bytes: [UInt8], tokens: [Token], memberFilter: MemberFilter? = nil
    ) -> (tree: DeclarationTree, skimmedRegions: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            tokens.withUnsafeBufferPointer { tokens in
                var scanner = DeclarationScanner(tokens: tokens, bytes: bytes, memberFilter: memberFilter)
                scanner.run()
                if scanner.passedInitializerBesideNonOwning && scanner.declaresNonOwning {
                    // Properties usually come before initializers; where one did not, the initializers
                    // met before it are wanted after all.
                    scanner = DeclarationScanner(tokens: tokens, bytes: bytes, memberFilter: memberFilter)
                    scanner.declaresNonOwning = true
                    scanner.run()
                }
                return (DeclarationTree(declarations: scanner.topLevel, imports: scanner.imports), scanner.skimmedRegions)
            }
        }
    }

    /// The declarations a lint run reads from `lexed`, the tokens of `bytes` with bodies skimmed, and the
    /// tokens they were read from: scanned as they are when every skimmed region was passed as the full
    /// tokens would have been, otherwise from the full tokens, lexed now.
    package static func scanSkimmed(
        _ bytes: [UInt8], lexed: LexedTokens, memberFilter: MemberFilter?
    ) -> (tokens: [Token], tree: DeclarationTree) {
        let scanned = scanCountingSkimmedRegions(bytes, tokens: lexed.tokens, memberFilter: memberFilter)
        guard scanned.skimmedRegions != lexed.skimmed else { return (lexed.tokens, scanned.tree) }
        let tokens = Lexer.tokenize(bytes)
        return (tokens, scanCountingSkimmedRegions(bytes, tokens: tokens, memberFilter: memberFilter).tree)
    }

    /// Lexes and scans `bytes`.
    package static func scan(_ bytes: [UInt8]) -> DeclarationTree {
        scan(bytes, tokens: Lexer.tokenize(bytes))
    }

    private init(
        tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>,
        memberFilter: MemberFilter? = nil
    ) {
        input = ScannerInput(tokens: tokens, bytes: bytes)
        self.memberFilter = memberFilter
        selection = memberFilter?.topLevel ?? .all
    }

    var tokens: UnsafeBufferPointer<Token> {
        @inline(__always) get { input.tokens }
    }

    var bytes: UnsafeBufferPointer<UInt8> {
        @inline(__always) get { input.bytes }
    }

    private mutating func run() {
        var prefix = DeclarationPrefix()
        while true {
            if !pendingRegions.isEmpty {
                enterPendingRegion(prefix: &prefix)
            }
            guard let token = peek() else {
                guard !regions.isEmpty else { break }
                leaveRegion(prefix: &prefix)
                continue
            }
            if let region = regions.last, region.typeDepth == openTypes.count {
                readCode(token, prefix: &prefix)
                continue
            }
            switch token.kind {
            case .rightBrace:
                closeInnermostType(at: take())
                prefix.reset()
            case .leftBrace, .leftParen, .leftBracket, .interpolationStart:
                skipGroup()
                prefix.reset()
            case .attribute:
                readAttribute(into: &prefix)
            case .poundIf, .poundElseif, .poundElse, .poundEndif:
                enterConditionalBranch(token.kind)
            case .directive:
                skipDirective()
                prefix.reset()
            case .keyword, .identifier:
                readWord(token, prefix: &prefix)
            default:
                take()
                prefix.reset()
            }
        }
        while !openTypes.isEmpty {
            closeInnermostType(at: nil)
        }
    }

    /// Adds a declaration to the innermost open type, or to the top level. Enum cases and type aliases
    /// get the `#if` branches open now; types, functions and variables get them when they are made.
    mutating func add(_ declaration: consuming Declaration) {
        if !conditions.isEmpty {
            switch consume declaration {
            case .enumCase(var enumCase):
                enumCase.conditions = conditions
                declaration = .enumCase(enumCase)
            case .typeAlias(var alias):
                alias.conditions = conditions
                declaration = .typeAlias(alias)
            case let other:
                declaration = other
            }
        }
        if openTypes.isEmpty {
            topLevel.append(declaration)
        } else {
            openTypes[openTypes.count - 1].declaration.members.append(declaration)
        }
    }

    /// The qualified name of a type called `name` declared at the current nesting.
    func qualifiedName(for name: String) -> String {
        let plain = TypeReference(text: name, offset: 0).withoutGenericArguments
        guard !openTypes.isEmpty else { return plain }
        var qualified = openTypes[openTypes.count - 1].declaration.qualifiedName
        qualified.reserveCapacity(qualified.utf8.count + 1 + plain.utf8.count)
        qualified += "."
        qualified += plain
        return qualified
    }

    /// Opens the body of `declaration` at the `{` that is the next token, or keeps the body as a
    /// skipped range when types are already nested too deeply.
    mutating func openBody(of declaration: consuming TypeDeclaration.Fields) {
        if openTypes.count >= Self.maximumTypeNesting {
            declaration.body = skipGroup(findingLocalTypes: false)
            add(.type(TypeDeclaration(declaration)))
        } else {
            let inner = memberFilter?.members(declaration) ?? .all
            openTypes.append((consume declaration, take(), selection))
            selection = inner
        }
    }

    /// Closes the innermost open type at the `}` at `closeIndex`, or at the end of input.
    mutating func closeInnermostType(at closeIndex: Int?) {
        guard case (var declaration, let bodyStart, let outerSelection)? = openTypes.popLast() else { return }
        selection = outerSelection
        declaration.body = bodyStart..<(closeIndex.map { $0 + 1 } ?? tokens.count)
        add(.type(TypeDeclaration(consume declaration)))
    }

    /// `#warning(…)`, `#sourceLocation(…)`, or a macro such as `#Preview { … }` among declarations.
    private mutating func skipDirective() {
        take()
        if isNextAdjacent(.leftParen) {
            skipGroup()
        }
        if peek()?.kind == .leftBrace {
            skipGroup()
        }
    }

    /// `#if`, `#elseif`, `#else` or `#endif`: tracks the branch that declarations after it sit in.
    mutating func enterConditionalBranch(_ kind: TokenKind) {
        switch kind {
        case .poundIf:
            conditions.append(ConditionalBranch(block: tokens[index].offset, branch: 0))
        case .poundEndif:
            _ = conditions.popLast()
        default:
            if !conditions.isEmpty {
                conditions[conditions.count - 1].branch += 1
            }
        }
        if kind == .poundIf || kind == .poundElseif {
            skipCondition()
        } else {
            take()
        }
    }

    /// The condition after `#if` or `#elseif`, up to the end of its line.
    private mutating func skipCondition() {
        take()
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .whitespace where depth == 0 && token.flags.contains(.containsNewline):
                return
            case .leftBrace, .rightBrace:
                return
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
    }
}
