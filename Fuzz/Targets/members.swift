// Seeds: Tests/Fixtures Sources/SSSCore/Lint/Syntax
// Strings: Tests/SSSCoreTests/Lint/Syntax
// Dictionary: Fuzz/Dictionaries/swift.dict

/// The lint's scan, which builds only the members its rules read, against the full scan on any bytes:
/// it must find the same types at the same places, and exactly the members it was asked to keep. So
/// must the scan of the lint's skimmed tokens, whenever it passes every skimmed region (the linter
/// lexes and scans a file again in full when it does not).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tokens = Lexer.tokenize(bytes)
    let skimmed = Lexer.tokenizeSkimmingBodies(bytes)
    let full = DeclarationScanner.scan(bytes, tokens: tokens)
    let filters = [
        MemberFilter(topLevel: [.typeAliases], members: { FuzzMembers.nothing($0) }),
        MemberFilter(topLevel: [], members: { FuzzMembers.mixed($0) }),
        MemberFilter(topLevel: [.variables], members: { FuzzMembers.variables($0) }),
        MemberFilter(topLevel: [], typeWords: ["Rendering", "Int"], members: { FuzzMembers.byTypeWords($0) }),
    ]
    for filter in filters {
        let kept = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: tokens, memberFilter: filter).tree
        let expected = FuzzMembers.outline(filter.applied(to: full.declarations), tokens: tokens)
        FuzzInput.require(
            FuzzMembers.outline(kept.declarations, tokens: tokens) == expected,
            "the filtered scan differs from the full scan with its unselected members left out"
        )
        let fromSkimmed = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: skimmed.tokens, memberFilter: filter)
        FuzzInput.require(
            fromSkimmed.skimmedRegions != skimmed.skimmed || FuzzMembers.outline(fromSkimmed.tree.declarations, tokens: skimmed.tokens) == expected,
            "the scan of the skimmed tokens passes every skimmed region but differs from the full scan"
        )
    }
    return 0
}

private enum FuzzMembers {
    static func nothing(_ type: TypeDeclaration.Fields) -> MemberSelection { [] }

    /// Properties, enum cases and type aliases, but no functions, whose signatures may be skimmed.
    static func variables(_ type: TypeDeclaration.Fields) -> MemberSelection { [.variables, .enumCases, .typeAliases] }

    /// Properties for a word in their type, and initializers beside a `weak` or `unowned` property.
    static func byTypeWords(_ type: TypeDeclaration.Fields) -> MemberSelection {
        type.kind == .class
            ? [.variablesByTypeWords, .nonOwningVariables, .initializersBesideNonOwning]
            : [.typeLevelVariablesByTypeWords, .initializersBesideNonOwning]
    }

    /// Everything for names of even length; initializers, `weak` and `static` properties and `assemble`
    /// otherwise.
    static func mixed(_ type: TypeDeclaration.Fields) -> MemberSelection {
        type.name.utf8.count.isMultiple(of: 2) ? .all : [.initializers, .nonOwningVariables, .typeLevelVariables, .assembleFunctions]
    }

    /// One line per declaration, depth first, with what a rule can read of it; token ranges are given as
    /// the bytes they cover in `tokens`, so outlines of full and skimmed tokens compare.
    static func outline(_ declarations: [Declaration], tokens: [Token]) -> [String] {
        func bytes(_ range: Range<Int>?) -> String {
            guard let range, !range.isEmpty, range.upperBound <= tokens.count else { return String(describing: range) }
            return "\(tokens[range.lowerBound].offset)..<\(tokens[range.upperBound - 1].end)"
        }
        var lines: [String] = []
        var pending = declarations.reversed().map { ($0, 0) }
        while let (declaration, depth) = pending.popLast() {
            var line = "\(depth) \(declaration.name) @\(declaration.nameOffset) \(declaration.conditions.map { "\($0.block).\($0.branch)" })"
            switch declaration {
            case .type(let type):
                line += " \(type.kind) \(type.qualifiedName) \(type.offset) \(type.modifiers.rawValue) \(type.attributes.map(\.name))"
                line += " \(type.inheritance.map(\.text)) \(type.whereClause?.text ?? "") \(bytes(type.body))"
                pending += type.members.reversed().map { ($0, depth + 1) }
            case .function(let function):
                line += " \(function.kind) \(function.offset) \(function.modifiers.rawValue) \(function.attributes.map(\.name))"
                line += " \(function.parameters.map { "\($0.label ?? "_") \($0.name): \($0.type?.text ?? "")" })"
                line += " \(function.returnType?.text ?? "") \(bytes(function.body))"
            case .variable(let variable):
                line += " \(variable.isLet) \(variable.modifiers.rawValue) \(variable.type?.text ?? "") \(variable.storage)"
                line += " \(variable.hasInitialValue)"
            case .enumCase(let element):
                line += " \(bytes(element.associatedValues))"
            case .typeAlias(let alias):
                line += " \(alias.type?.text ?? "") \(alias.inheritance.map(\.text))"
            }
            lines.append(line)
        }
        return lines
    }
}
