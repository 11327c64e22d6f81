extension DeclarationScanner {
    /// Whether the next token opens a generic parameter clause: a lone `<` right after a name.
    mutating func isAtGenericParameterClause() -> Bool {
        guard peek() != nil else { return false }
        return input.isOperator(UInt8(ascii: "<"), at: index)
    }

    /// `<T, U: Constraint, each V, let n: Int>`, starting at the `<`, through the matching `>`.
    /// `openingTaken` when the `<` came fused to an operator function's name, as in `func ==<T>`.
    /// Without `builds`, only moves past the clause.
    mutating func readGenericParameters(openingTaken: Bool = false, builds: Bool = true) -> [GenericParameter] {
        if !openingTaken {
            take()
        }
        var parameters: [GenericParameter] = []
        while let token = peek() {
            if token.keyword == .each || token.keyword == .let, input.significant(after: index)?.token.kind == .identifier {
                take()
                continue
            }
            guard token.kind == .identifier else { break }
            let nameIndex = take()
            var parameter = builds ? GenericParameter(name: input.name(at: nameIndex), nameOffset: tokens[nameIndex].offset) : nil
            if peek()?.kind == .colon {
                take()
                if let constraint = scanType() {
                    parameter?.constraint = input.constraintReference(constraint)
                    if constraint.extraClosingAngles > 0 {
                        if let parameter { parameters.append(parameter) }
                        return parameters
                    }
                }
            }
            if let parameter { parameters.append(parameter) }
            guard peek()?.kind == .comma else { break }
            take()
        }
        _ = skipGenericArguments(openAngles: 1)
        return parameters
    }

    /// The entries after `:`, starting after the colon: types separated by commas, or `class`. Without
    /// `builds`, only moves past them.
    mutating func readInheritance(builds: Bool = true) -> [TypeReference] {
        var entries: [TypeReference] = []
        while let token = peek() {
            if token.kind == .keyword, token.keyword == .class {
                let position = take()
                if builds { entries.append(input.reference(from: position, through: position)) }
            } else if let type = scanType() {
                if builds { entries.append(input.reference(from: type.first, through: type.last)) }
            } else {
                break
            }
            guard peek()?.kind == .comma else { break }
            take()
        }
        return entries
    }

    /// `where A: B, C == D.E`, starting at `where`; the requirements as written, or `nil` without `builds`.
    mutating func readWhereClause(builds: Bool = true) -> TypeReference? {
        take()
        guard peek() != nil else { return nil }
        let first = index
        var readAny = false
        while let token = peek() {
            if token.kind == .keyword, token.keyword == .class {
                take()
            } else if scanType() == nil {
                break
            }
            readAny = true
            guard let separator = peek() else { break }
            if separator.kind == .colon || (separator.kind == .operator && input.hasText(index, "==")) {
                take()
                continue
            }
            guard separator.kind == .comma else { break }
            take()
        }
        return readAny && builds ? input.reference(from: first, through: lastTaken) : nil
    }
}

extension ScannerInput {
    /// A constraint's text, without the `>` of the enclosing clause when its last token closes that too.
    fileprivate func constraintReference(_ type: DeclarationScanner.ScannedType) -> TypeReference {
        var reference = reference(from: type.first, through: type.last)
        if type.extraClosingAngles > 0 {
            reference.text = String(reference.text.dropLast(type.extraClosingAngles))
        }
        return reference
    }
}
