extension DeclarationScanner {
    /// `func`, `init`, `deinit`, `subscript` or `macro`: name, generic parameters, parameters, effects,
    /// return type, `where` clause, and the body kept as a token range.
    mutating func readFunction(_ kind: FunctionDeclaration.Kind, prefix: inout DeclarationPrefix) {
        let keywordIndex = take()
        let keyword = tokens[keywordIndex]
        var name = kind.keywordName
        var nameOffset = keyword.offset
        var fusedGenericClause = false
        if kind == .function || kind == .macro {
            guard let token = peek(), token.kind == .identifier || token.kind == .operator
                || token.kind == .postfixExclamation || token.kind == .postfixQuestion
            else {
                prefix.reset()
                return
            }
            let nameIndex = take()
            name = self.name(at: nameIndex)
            nameOffset = token.offset
            if token.kind == .operator, token.length > 1, name.hasSuffix("<"), isNextAdjacent(.identifier) {
                name.removeLast()
                fusedGenericClause = true
            }
        }
        var function = FunctionDeclaration(kind: kind, name: name, nameOffset: nameOffset,
                                           offset: prefix.offset(keywordOffset: keyword.offset))
        function.modifiers = prefix.modifiers
        function.attributes = prefix.attributes
        prefix.reset()
        if kind == .initializer, index < tokens.count,
            tokens[index].kind == .postfixQuestion || tokens[index].kind == .postfixExclamation
        {
            take()
            function.isFailable = true
        }
        if fusedGenericClause || isAtGenericParameterClause() {
            function.genericParameters = readGenericParameters(openingTaken: fusedGenericClause)
        }
        if peek()?.kind == .leftParen {
            function.parameters = readParameters(labelsByDefault: kind != .subscript)
        }
        skipEffects()
        if peek()?.kind == .arrow {
            take()
            function.returnType = scanType().map { reference(from: $0.first, through: $0.last) }
        }
        if peek()?.keyword == .where {
            function.whereClause = readWhereClause()
        }
        if peek()?.kind == .leftBrace {
            function.body = skipGroup()
        } else if kind == .macro, peek()?.kind == .equal {
            take()
            skipExpression()
        }
        add(.function(function))
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` after the parameters.
    private mutating func skipEffects() {
        while let token = peek() {
            if token.keyword == .async && token.kind == .identifier {
                take()
            } else if token.kind == .keyword && (token.keyword == .throws || token.keyword == .rethrows) {
                take()
                if isNextAdjacent(.leftParen) { skipGroup() }
            } else if token.kind == .identifier && hasText(index, "reasync") {
                take()
            } else {
                return
            }
        }
    }

    /// The parameter list, starting at `(`. A parameter with one name has that name as its label unless
    /// `labelsByDefault` is false (subscripts).
    mutating func readParameters(labelsByDefault: Bool) -> [FunctionParameter] {
        take()
        var parameters: [FunctionParameter] = []
        while let token = peek() {
            if token.kind == .rightParen {
                take()
                break
            }
            if token.kind == .leftBrace || token.kind == .rightBrace { break }
            let start = index
            if let parameter = readParameter(labelsByDefault: labelsByDefault) {
                parameters.append(parameter)
            }
            skipListElement(allowingClosures: false)
            if peek()?.kind == .comma || index == start {
                take()
            }
        }
        return parameters
    }

    private mutating func readParameter(labelsByDefault: Bool) -> FunctionParameter? {
        var attributes: [Attribute] = []
        while peek()?.kind == .attribute {
            attributes.append(readAttribute())
        }
        var labelIndex: Int?
        var nameIndex: Int?
        while labelIndex == nil, let token = peek(), token.kind == .identifier || token.kind == .keyword {
            labelIndex = nameIndex
            nameIndex = take()
        }
        guard let nameIndex, peek()?.kind == .colon else { return nil }
        take()
        let type = scanType().map { reference(from: $0.first, through: $0.last) }
        var hasDefaultValue = false
        if peek()?.kind == .equal {
            take()
            hasDefaultValue = true
            skipListElement(allowingClosures: true)
        }
        let name = self.name(at: nameIndex)
        var label: String? = labelsByDefault ? name : nil
        if let labelIndex {
            label = self.name(at: labelIndex)
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
            case .operator where isOperator(UInt8(ascii: "<"), at: index):
                if !skipGenericArgumentsInExpression() { take() }
            default:
                take()
            }
        }
    }
}
