extension DeclarationScanner {
    /// `let` or `var` with one or more bindings, each with its type annotation, initial value and
    /// accessor block.
    mutating func readVariable(prefix: inout DeclarationPrefix) {
        let keyword = tokens[take()]
        let offset = prefix.offset(keywordOffset: keyword.offset)
        let modifiers = prefix.modifiers
        let attributes = prefix.attributes
        prefix.reset()
        let buildsEvery = selection.keepsVariable(with: modifiers)
        // A property kept for a word in its type is built once its annotation is read. A binding in a
        // list may take a later binding's annotation, so every binding of a list is built, and those
        // that end up without a word are dropped at the end.
        let checksTypeWords = !buildsEvery && selection.keepsVariableByTypeWords(with: modifiers)
        var buildsAll = buildsEvery
        let firstBinding = openTypes.isEmpty ? topLevel.count : openTypes[openTypes.count - 1].declaration.members.count
        var bindingCount = 0
        while let token = peek() {
            var single: Int?
            var tuple: [Int] = []
            if token.kind == .identifier || (token.kind == .keyword && token.keyword == .wildcard) {
                single = take()
            } else if token.kind == .leftParen {
                tuple = tupleNames()
            } else {
                break
            }
            // A `weak` or `unowned` member is a property only once it binds a name.
            if modifiers.isNonOwning, !openTypes.isEmpty, single != nil || !tuple.isEmpty {
                declaresNonOwning = true
            }
            var annotation: ScannedType?
            if peek()?.kind == .colon {
                take()
                annotation = scanType()
            }
            var hasInitialValue = false
            if peek()?.kind == .equal {
                take()
                hasInitialValue = true
                skipExpression()
            }
            var accessors: (storage: VariableDeclaration.Storage, tokens: Range<Int>)?
            if peek()?.kind == .leftBrace, !hasInitialValue || input.isObserverBlock(at: index) {
                let storage: VariableDeclaration.Storage = input.isObserverBlock(at: index) ? .observed : .computed
                accessors = (storage, skipGroup())
            }
            let continues = peek()?.kind == .comma
            buildsAll = buildsAll || checksTypeWords && continues
            var type: TypeReference?
            var keeps = buildsAll
            if !keeps, checksTypeWords, let annotation, let memberFilter,
                input.holdsOne(of: memberFilter.typeWords, from: annotation.first, through: annotation.last)
            {
                type = input.reference(from: annotation.first, through: annotation.last)
                keeps = memberFilter.holdsTypeWord(type)
            }
            // A property that is not kept is only walked past: nothing is made for it.
            if keeps {
                var binding = VariableDeclaration.Fields(isLet: keyword.keyword == .let, name: "", nameOffset: 0, offset: offset)
                binding.conditions = conditions
                binding.modifiers = modifiers
                binding.attributes = attributes
                binding.type = type ?? annotation.map { input.reference(from: $0.first, through: $0.last) }
                binding.hasInitialValue = hasInitialValue
                if let accessors {
                    binding.storage = accessors.storage
                    binding.accessors = accessors.tokens
                }
                if let single {
                    addBinding(&binding, named: single)
                    bindingCount += 1
                }
                for nameIndex in tuple {
                    addBinding(&binding, named: nameIndex)
                    bindingCount += 1
                }
            }
            guard continues else { break }
            take()
        }
        if bindingCount > 1 {
            shareTypeAnnotations(from: firstBinding)
        }
        if buildsAll && !buildsEvery, let memberFilter {
            dropBindings(from: firstBinding) { !memberFilter.holdsTypeWord($0.type) }
        }
    }

    private mutating func addBinding(_ binding: inout VariableDeclaration.Fields, named nameIndex: Int) {
        binding.name = input.name(at: nameIndex)
        binding.nameOffset = tokens[nameIndex].offset
        add(.variable(VariableDeclaration(binding)))
    }

    /// Drops the bindings from `first` on, the last property's, for which `isDropped` holds.
    private mutating func dropBindings(from first: Int, where isDropped: (VariableDeclaration) -> Bool) {
        func drop(in declarations: inout [Declaration]) {
            let kept = declarations[first...].filter { declaration in
                if case .variable(let binding) = declaration { !isDropped(binding) } else { true }
            }
            declarations.replaceSubrange(first..., with: kept)
        }
        if openTypes.isEmpty {
            drop(in: &topLevel)
        } else {
            drop(in: &openTypes[openTypes.count - 1].declaration.members)
        }
    }

    /// In `var a, b: Int`, `a` is an `Int` too: bindings without annotation or value take the type of the next.
    private mutating func shareTypeAnnotations(from first: Int) {
        if openTypes.isEmpty {
            Self.shareTypeAnnotations(in: &topLevel, from: first)
        } else {
            Self.shareTypeAnnotations(in: &openTypes[openTypes.count - 1].declaration.members, from: first)
        }
    }

    private static func shareTypeAnnotations(in declarations: inout [Declaration], from first: Int) {
        var nextType: TypeReference?
        for position in stride(from: declarations.count - 1, through: first, by: -1) {
            guard case .variable(var binding) = declarations[position] else { continue }
            if binding.type == nil, !binding.hasInitialValue, binding.accessors == nil, let nextType {
                binding.fields.type = nextType
                declarations[position] = .variable(binding)
            }
            nextType = binding.type
        }
    }

    /// The names bound by a tuple pattern such as `(a, (b, _))`, starting at its `(`.
    private mutating func tupleNames() -> [Int] {
        let group = skipGroup()
        var names: [Int] = []
        for position in group where tokens[position].kind == .identifier {
            if let next = input.significant(after: position), next.token.kind == .colon { continue }
            names.append(position)
        }
        return names
    }

    /// Skips an expression (an initial value or raw value): up to a `,` or closing bracket at its own level,
    /// a `;`, an attribute or `#if`, an observer block, or a word that starts the next declaration.
    mutating func skipExpression() {
        var previous = TokenKind.equal
        while let token = peek() {
            switch token.kind {
            case .comma, .rightParen, .rightBracket, .rightBrace, .semicolon, .attribute,
                .poundIf, .poundElseif, .poundElse, .poundEndif:
                return
            case .leftBrace:
                if input.isObserverBlock(at: index) { return }
                skipGroup()
            case .leftParen, .leftBracket, .interpolationStart:
                skipGroup()
            case .operator where input.isOperator(UInt8(ascii: "<"), at: index):
                if !skipGenericArgumentsInExpression() { take() }
            case .keyword, .identifier:
                if previous != .equal, previous != .operator, input.startsStatementLine(token, at: index) { return }
                if previous != .period, token.keyword != .none, input.startsDeclaration(token, at: index),
                    token.kind == .keyword || input.isModifier(at: index) || token.keyword == .actor || token.keyword == .macro
                {
                    return
                }
                take()
            default:
                take()
            }
            previous = token.kind
        }
    }
}

extension ScannerInput {
    /// Whether `token`, the one at `position`, is a statement keyword that begins a line (in top-level
    /// code, the statement after a declaration).
    fileprivate func startsStatementLine(_ token: Token, at position: Int) -> Bool {
        guard token.kind == .keyword, position > 0, tokens[position - 1].flags.contains(.containsNewline) else { return false }
        switch token.keyword {
        case .if, .guard, .for, .while, .switch, .repeat, .do, .defer, .return, .throw, .break, .continue:
            return true
        default:
            return false
        }
    }

    /// Whether the `{` at `position` holds `willSet` or `didSet` observers.
    func isObserverBlock(at position: Int) -> Bool {
        var next = significant(after: position)
        while let current = next, current.token.kind == .attribute {
            next = significant(after: current.index)
        }
        guard let first = next, first.token.kind == .identifier else { return false }
        return first.token.keyword == .willSet || first.token.keyword == .didSet
    }
}

extension ScannerInput {
    /// Whether the bytes from the token at `first` through the one at `last` hold one of `words`, as they
    /// do whenever the text of the type they spell does: a word of letters, digits and `_` never spans
    /// the space that stands for trivia in that text.
    func holdsOne(of words: [String], from first: Int, through last: Int) -> Bool {
        guard first <= last, last < tokens.count, let base = bytes.baseAddress else { return false }
        let start = min(tokens[first].offset, bytes.count)
        let spelled = UnsafeBufferPointer(start: base + start, count: max(0, min(tokens[last].end, bytes.count) - start))
        return words.contains { word in
            var word = word
            return word.withUTF8 { ByteSearch.contains($0, in: spelled) }
        }
    }
}
