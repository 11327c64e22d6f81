/// One declaration found by ``DeclarationScanner``.
package enum Declaration: Sendable {
    case type(TypeDeclaration)
    case function(FunctionDeclaration)
    /// One binding of a `let` or `var`: `let a = 1, b = 2` gives two.
    case variable(VariableDeclaration)
    /// One element of a `case` in an enum: `case a, b` gives two.
    ///
    /// The last two kinds are boxed like the others (whose fields live in a shared box), so a
    /// declaration takes two words in a member list rather than the size of its largest kind.
    indirect case enumCase(EnumCaseDeclaration)
    indirect case typeAlias(TypeAliasDeclaration)

    /// The declared name.
    package var name: String {
        switch self {
        case .type(let type): type.name
        case .function(let function): function.name
        case .variable(let variable): variable.name
        case .enumCase(let enumCase): enumCase.name
        case .typeAlias(let alias): alias.name
        }
    }

    /// The `#if` branches around the declaration, outermost first.
    package var conditions: [ConditionalBranch] {
        switch self {
        case .type(let type): type.conditions
        case .function(let function): function.conditions
        case .variable(let variable): variable.conditions
        case .enumCase(let enumCase): enumCase.conditions
        case .typeAlias(let alias): alias.conditions
        }
    }

    /// The offset of the declared name, where findings about it point.
    package var nameOffset: Int {
        switch self {
        case .type(let type): type.nameOffset
        case .function(let function): function.nameOffset
        case .variable(let variable): variable.nameOffset
        case .enumCase(let enumCase): enumCase.nameOffset
        case .typeAlias(let alias): alias.nameOffset
        }
    }
}

/// The declarations of one file, outermost first, in source order.
package struct DeclarationTree: Sendable {
    package var declarations: [Declaration]
    package var imports: [ImportDeclaration]

    package init(declarations: [Declaration] = [], imports: [ImportDeclaration] = []) {
        self.declarations = declarations
        self.imports = imports
    }

    /// Every type declaration and extension, nested ones included, outer ones before their members.
    package var allTypes: [TypeDeclaration] {
        var result: [TypeDeclaration] = []
        var open: [(declarations: [Declaration], next: Int)] = [(declarations, 0)]
        while let last = open.indices.last {
            let position = open[last].next
            guard position < open[last].declarations.count else {
                open.removeLast()
                continue
            }
            open[last].next = position + 1
            guard case .type(let type) = open[last].declarations[position] else { continue }
            result.append(type)
            if !type.members.isEmpty {
                open.append((type.members, 0))
            }
        }
        return result
    }
}
