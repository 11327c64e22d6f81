extension DeclarationScanner {
    /// `class`, `struct`, `enum`, `protocol`, `actor` or `extension`: the header, then the body opens and
    /// members are read until its `}`.
    mutating func readType(_ kind: TypeDeclaration.Kind, prefix: inout DeclarationPrefix) {
        let keyword = tokens[take()]
        let name: String
        let nameOffset: Int
        if kind == .extension {
            guard let extended = scanType() else {
                prefix.reset()
                return
            }
            name = input.text(from: extended.first, through: extended.last)
            nameOffset = tokens[extended.first].offset
        } else {
            guard let nameIndex = takeName() else {
                prefix.reset()
                return
            }
            name = input.name(at: nameIndex)
            nameOffset = tokens[nameIndex].offset
        }
        var declaration = TypeDeclaration.Fields(
            kind: kind, name: name, qualifiedName: qualifiedName(for: name), nameOffset: nameOffset,
            offset: prefix.offset(keywordOffset: keyword.offset)
        )
        declaration.modifiers = prefix.modifiers
        declaration.attributes = prefix.attributes
        declaration.conditions = conditions
        prefix.reset()
        if isAtGenericParameterClause() {
            declaration.genericParameters = readGenericParameters()
        }
        if peek()?.kind == .colon {
            take()
            declaration.inheritance = readInheritance()
        }
        if peek()?.keyword == .where {
            declaration.whereClause = readWhereClause()
        }
        if peek()?.kind == .leftBrace {
            openBody(of: declaration)
        } else {
            add(.type(TypeDeclaration(declaration)))
        }
    }

    /// `case a, b(Int), c = 1`: one declaration per element.
    mutating func readEnumCase(prefix: inout DeclarationPrefix) {
        let keyword = tokens[take()]
        let offset = prefix.offset(keywordOffset: keyword.offset)
        let modifiers = prefix.modifiers
        prefix.reset()
        let builds = selection.contains(.enumCases)
        while let nameIndex = takeName() {
            let associatedValues = peek()?.kind == .leftParen ? skipGroup() : nil
            if peek()?.kind == .equal {
                take()
                skipExpression()
            }
            if builds {
                add(.enumCase(EnumCaseDeclaration(
                    name: input.name(at: nameIndex), nameOffset: tokens[nameIndex].offset, offset: offset, modifiers: modifiers,
                    associatedValues: associatedValues
                )))
            }
            guard peek()?.kind == .comma else { break }
            take()
        }
    }

    /// `typealias Name<T> = Type`, or `associatedtype Name: Constraint where … = Default`.
    mutating func readTypeAlias(prefix: inout DeclarationPrefix) {
        let keywordIndex = take()
        let keyword = tokens[keywordIndex]
        guard let nameIndex = takeName() else {
            prefix.reset()
            return
        }
        guard selection.contains(.typeAliases) else {
            prefix.reset()
            skipTypeAliasRest()
            return
        }
        var alias = TypeAliasDeclaration(
            isAssociatedType: keyword.keyword == .associatedtype, name: input.name(at: nameIndex),
            nameOffset: tokens[nameIndex].offset, offset: prefix.offset(keywordOffset: keyword.offset)
        )
        alias.modifiers = prefix.modifiers
        prefix.reset()
        if isAtGenericParameterClause() {
            alias.genericParameters = readGenericParameters()
        }
        if peek()?.kind == .colon {
            take()
            alias.inheritance = readInheritance()
        }
        if peek()?.keyword == .where {
            _ = readWhereClause()
        }
        if peek()?.kind == .equal {
            take()
            alias.type = scanType().map { input.reference(from: $0.first, through: $0.last) }
        }
        if peek()?.keyword == .where {
            _ = readWhereClause()
        }
        add(.typeAlias(alias))
    }

    /// What follows a type alias's or associated type's name, read as ``readTypeAlias(prefix:)`` reads it.
    private mutating func skipTypeAliasRest() {
        if isAtGenericParameterClause() {
            _ = readGenericParameters(builds: false)
        }
        if peek()?.kind == .colon {
            take()
            _ = readInheritance(builds: false)
        }
        if peek()?.keyword == .where {
            _ = readWhereClause(builds: false)
        }
        if peek()?.kind == .equal {
            take()
            _ = scanType()
        }
        if peek()?.keyword == .where {
            _ = readWhereClause(builds: false)
        }
    }

    /// `import Module`, `import struct Module.Symbol`, `@testable import Module`.
    mutating func readImport(prefix: inout DeclarationPrefix) {
        let keyword = tokens[take()]
        let offset = prefix.offset(keywordOffset: keyword.offset)
        prefix.reset()
        if let kind = peek(), kind.kind == .keyword || kind.keyword == .actor || kind.keyword == .macro,
            input.significant(after: index)?.token.kind == .identifier
        {
            take()
        }
        guard let first = takeName() else { return }
        while isNextAdjacent(.period), index + 1 < tokens.count, tokens[index + 1].kind != .whitespace {
            take()
            take()
        }
        imports.append(ImportDeclaration(path: input.text(from: first, through: lastTaken), offset: offset))
    }
}
