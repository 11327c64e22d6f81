extension DeclarationScanner {
    /// `func`, `init`, `deinit`, `subscript` or `macro`: name, generic parameters, parameters, effects,
    /// return type, `where` clause, and the body kept as a token range.
    mutating func readFunction(_ kind: FunctionDeclaration.Kind, prefix: inout DeclarationPrefix) {
        let keywordIndex = take()
        let keyword = tokens[keywordIndex]
        var nameIndex: Int?
        var fusedGenericClause = false
        if kind == .function || kind == .macro {
            guard let token = peek(), token.kind == .identifier || token.kind == .operator
                || token.kind == .postfixExclamation || token.kind == .postfixQuestion
            else {
                prefix.reset()
                return
            }
            nameIndex = take()
            fusedGenericClause = token.kind == .operator && token.length > 1 && token.end <= bytes.count
                && bytes[token.end - 1] == UInt8(ascii: "<") && isNextAdjacent(.identifier)
        }
        let keeps = selection.keepsFunction(kind, declaresNonOwning: declaresNonOwning) {
            nameIndex.map { input.hasText($0, "assemble") } ?? false
        }
        if !keeps, kind == .initializer, selection.contains(.initializersBesideNonOwning) {
            passedInitializerBesideNonOwning = true
        }
        guard keeps else {
            prefix.reset()
            // A skimmed signature is trivia to the scanner, which goes on from the body's `{`.
            if let nameIndex, nameIndex + 1 < tokens.count, tokens[nameIndex + 1].flags.contains(.skimmedSignature) {
                skimmedRegions += 1
            }
            var skipped: FunctionDeclaration.Fields?
            readSignatureAndBody(kind, fusedGenericClause: fusedGenericClause, into: &skipped)
            return
        }
        var name = kind.keywordName
        var nameOffset = keyword.offset
        if let nameIndex {
            name = input.name(at: nameIndex)
            nameOffset = tokens[nameIndex].offset
            if fusedGenericClause {
                name.removeLast()
            }
        }
        var made = FunctionDeclaration.Fields(kind: kind, name: name, nameOffset: nameOffset, offset: prefix.offset(keywordOffset: keyword.offset))
        made.modifiers = prefix.modifiers
        made.attributes = prefix.attributes
        made.conditions = conditions
        prefix.reset()
        var function: FunctionDeclaration.Fields? = made
        readSignatureAndBody(kind, fusedGenericClause: fusedGenericClause, into: &function)
        if let function { add(.function(FunctionDeclaration(function))) }
    }

    /// Everything after a function's name; read into `function` when there is one, else only moved past.
    private mutating func readSignatureAndBody(
        _ kind: FunctionDeclaration.Kind, fusedGenericClause: Bool, into function: inout FunctionDeclaration.Fields?
    ) {
        let builds = function != nil
        if kind == .initializer, index < tokens.count,
            tokens[index].kind == .postfixQuestion || tokens[index].kind == .postfixExclamation
        {
            take()
            function?.isFailable = true
        }
        if fusedGenericClause || isAtGenericParameterClause() {
            let generics = readGenericParameters(openingTaken: fusedGenericClause, builds: builds)
            function?.genericParameters = generics
        }
        if peek()?.kind == .leftParen {
            let parameters = readParameters(labelsByDefault: kind != .subscript, builds: builds)
            function?.parameters = parameters
        }
        skipEffects()
        if peek()?.kind == .arrow {
            take()
            let returnType = scanType()
            function?.returnType = returnType.map { input.reference(from: $0.first, through: $0.last) }
        }
        if peek()?.keyword == .where {
            let clause = readWhereClause(builds: builds)
            function?.whereClause = clause
        }
        if peek()?.kind == .leftBrace {
            let body = skipGroup()
            function?.body = body
        } else if kind == .macro, peek()?.kind == .equal {
            take()
            skipExpression()
        }
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` after the parameters.
    private mutating func skipEffects() {
        while let token = peek() {
            if token.keyword == .async && token.kind == .identifier {
                take()
            } else if token.kind == .keyword && (token.keyword == .throws || token.keyword == .rethrows) {
                take()
                if isNextAdjacent(.leftParen) { skipGroup() }
            } else if token.kind == .identifier && input.hasText(index, "reasync") {
                take()
            } else {
                return
            }
        }
    }

    /// The parameter list, starting at `(`. A parameter with one name has that name as its label unless
    /// `labelsByDefault` is false (subscripts). Without `builds`, only moves past the list.
    mutating func readParameters(labelsByDefault: Bool, builds: Bool = true) -> [FunctionParameter] {
        take()
        var parameters: [FunctionParameter] = []
        while let token = peek() {
            if token.kind == .rightParen {
                take()
                break
            }
            if token.kind == .leftBrace || token.kind == .rightBrace { break }
            let start = index
            if let parameter = readParameter(labelsByDefault: labelsByDefault, builds: builds) {
                parameters.append(parameter)
            }
            skipListElement(allowingClosures: false)
            if peek()?.kind == .comma || index == start {
                take()
            }
        }
        return parameters
    }

    private mutating func readParameter(labelsByDefault: Bool, builds: Bool) -> FunctionParameter? {
        var attributes: [Attribute] = []
        while peek()?.kind == .attribute {
            let attribute = readAttribute(builds: builds)
            if builds { attributes.append(attribute) }
        }
        var labelIndex: Int?
        var nameIndex: Int?
        while labelIndex == nil, let token = peek(), token.kind == .identifier || token.kind == .keyword {
            labelIndex = nameIndex
            nameIndex = take()
        }
        guard let nameIndex, peek()?.kind == .colon else { return nil }
        take()
        let scanned = scanType()
        var hasDefaultValue = false
        if peek()?.kind == .equal {
            take()
            hasDefaultValue = true
            skipListElement(allowingClosures: true)
        }
        guard builds else { return nil }
        let type = scanned.map { input.reference(from: $0.first, through: $0.last) }
        let name = input.name(at: nameIndex)
        var label: String? = labelsByDefault ? name : nil
        if let labelIndex {
            label = input.name(at: labelIndex)
        }
        if label == "_" { label = nil }
        return FunctionParameter(label: label, name: name, nameOffset: tokens[nameIndex].offset, type: type,
                         hasDefaultValue: hasDefaultValue, attributes: attributes)
    }

    /// Skips to the `,` or `)` that ends a list element, over bracketed groups. Braces end the list,
    /// unless `allowingClosures` (a default value may be a closure).
    mutating func skipListElement(allowingClosures: Bool) {
        while let token = peek() {
            switch token.kind {
            case .comma, .rightParen, .rightBracket, .rightBrace:
                return
            case .leftBrace:
                guard allowingClosures else { return }
                skipGroup()
            case .leftParen, .leftBracket, .interpolationStart:
                skipGroup()
            case .operator where input.isOperator(UInt8(ascii: "<"), at: index):
                if !skipGenericArgumentsInExpression() { take() }
            default:
                take()
            }
        }
    }
}
