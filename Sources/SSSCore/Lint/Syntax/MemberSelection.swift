/// Which members of a type a scan makes declarations for.
///
/// A plain scan keeps every member. The lint keeps only the members its rules read (see
/// ``Rule/membersRead``): the scanner still walks every member, to know where it ends and to find the
/// types nested in it, which are always kept, but builds nothing for the members left out.
package struct MemberSelection: OptionSet, Sendable, Hashable {
    package let rawValue: UInt16

    package init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Functions, subscripts, deinitializers and macros.
    package static let functions = MemberSelection(rawValue: 1 << 0)
    /// Functions named `assemble`, the one method of an Assembler.
    package static let assembleFunctions = MemberSelection(rawValue: 1 << 1)
    package static let initializers = MemberSelection(rawValue: 1 << 2)
    /// Every `let` and `var`.
    package static let variables = MemberSelection(rawValue: 1 << 3)
    /// The `weak` and `unowned` properties.
    package static let nonOwningVariables = MemberSelection(rawValue: 1 << 4)
    /// The `static` and `class` properties.
    package static let typeLevelVariables = MemberSelection(rawValue: 1 << 5)
    package static let enumCases = MemberSelection(rawValue: 1 << 6)
    /// Type aliases and associated types.
    package static let typeAliases = MemberSelection(rawValue: 1 << 7)
    /// Initializers, in a file where some type declares a `weak` or `unowned` property: elsewhere no
    /// initializer can store into one.
    package static let initializersBesideNonOwning = MemberSelection(rawValue: 1 << 8)
    /// The properties whose type annotation holds one of the filter's ``MemberFilter/typeWords``.
    package static let variablesByTypeWords = MemberSelection(rawValue: 1 << 9)
    /// The `static` and `class` properties among ``variablesByTypeWords``.
    package static let typeLevelVariablesByTypeWords = MemberSelection(rawValue: 1 << 10)

    package static let all: MemberSelection = [
        .functions, .assembleFunctions, .initializers, .variables, .nonOwningVariables, .typeLevelVariables, .enumCases,
        .typeAliases, .initializersBesideNonOwning, .variablesByTypeWords, .typeLevelVariablesByTypeWords,
    ]
}

/// Chooses the declarations a scan keeps: at the top level, and in each type from its header.
package struct MemberFilter: Sendable {
    /// What is kept at the top level, besides types and imports, which always are.
    package var topLevel: MemberSelection
    /// What is kept of each type's members, besides nested types, which always are.
    package var members: @Sendable (TypeDeclaration.Fields) -> MemberSelection
    /// The words of ``MemberSelection/variablesByTypeWords``: a property it selects is kept when the
    /// text of its type annotation holds one of them.
    package var typeWords: [String]

    package init(
        topLevel: MemberSelection, typeWords: [String] = [], members: @escaping @Sendable (TypeDeclaration.Fields) -> MemberSelection
    ) {
        self.topLevel = topLevel
        self.members = members
        self.typeWords = typeWords
    }

    /// Whether `type`, a property's type annotation, holds one of the ``typeWords``.
    func holdsTypeWord(_ type: TypeReference?) -> Bool {
        guard let type else { return false }
        return typeWords.contains { TypeReference.contains($0, in: type.text) }
    }

    /// Whether a member like `declaration` is kept under `selection`, in a file where some type declares
    /// a `weak` or `unowned` property when `declaresNonOwning`; nested types always are.
    func keeps(_ declaration: Declaration, under selection: MemberSelection, declaresNonOwning: Bool) -> Bool {
        switch declaration {
        case .type:
            return true
        case .function(let function):
            return selection.keepsFunction(function.kind, declaresNonOwning: declaresNonOwning) { function.name == "assemble" }
        case .variable(let variable):
            return selection.keepsVariable(with: variable.modifiers)
                || selection.keepsVariableByTypeWords(with: variable.modifiers) && holdsTypeWord(variable.type)
        case .enumCase:
            return selection.contains(.enumCases)
        case .typeAlias:
            return selection.contains(.typeAliases)
        }
    }
}

extension MemberSelection {
    /// Whether a function of `kind` is kept, in a file where some type declares a `weak` or `unowned`
    /// property when `declaresNonOwning`; `isNamedAssemble` is asked only when the answer depends on it.
    func keepsFunction(_ kind: FunctionDeclaration.Kind, declaresNonOwning: Bool, isNamedAssemble: () -> Bool) -> Bool {
        switch kind {
        case .initializer:
            contains(.initializers) || declaresNonOwning && contains(.initializersBesideNonOwning)
        case .function:
            contains(.functions) || contains(.assembleFunctions) && isNamedAssemble()
        case .deinitializer, .subscript, .macro:
            contains(.functions)
        }
    }

    /// Whether a property declared with `modifiers` is kept whatever its type.
    func keepsVariable(with modifiers: Modifiers) -> Bool {
        contains(.variables) || modifiers.isNonOwning && contains(.nonOwningVariables)
            || modifiers.isTypeLevel && contains(.typeLevelVariables)
    }

    /// Whether a property declared with `modifiers` is kept when its type annotation holds one of the
    /// filter's words.
    func keepsVariableByTypeWords(with modifiers: Modifiers) -> Bool {
        contains(.variablesByTypeWords) || modifiers.isTypeLevel && contains(.typeLevelVariablesByTypeWords)
    }
}

extension MemberFilter {
    /// `declarations`, the top level of a full scan, without what the filter leaves out: what a scan
    /// with the filter is to find. Tests and fuzzing hold the scanner to it.
    func applied(to declarations: [Declaration]) -> [Declaration] {
        applied(to: declarations, selection: topLevel, declaresNonOwning: Self.declaresNonOwning(declarations))
    }

    private func applied(to declarations: [Declaration], selection: MemberSelection, declaresNonOwning: Bool) -> [Declaration] {
        declarations.compactMap { declaration in
            guard keeps(declaration, under: selection, declaresNonOwning: declaresNonOwning) else { return nil }
            guard case .type(var type) = declaration else { return declaration }
            type.fields.members = applied(to: type.members, selection: members(type.fields), declaresNonOwning: declaresNonOwning)
            return .type(type)
        }
    }

    /// Whether some type among `declarations`, nested ones included, declares a `weak` or `unowned` property.
    private static func declaresNonOwning(_ declarations: [Declaration]) -> Bool {
        declarations.contains { declaration in
            guard case .type(let type) = declaration else { return false }
            return type.members.contains { member in
                if case .variable(let variable) = member { variable.modifiers.isNonOwning } else { false }
            } || declaresNonOwning(type.members)
        }
    }
}
