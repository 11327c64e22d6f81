/// Which members of a type a scan makes declarations for.
///
/// A plain scan keeps every member. The lint keeps only the members its rules read (see
/// ``Rule/membersRead(of:)``): the scanner still walks every member, to know where it ends and to find the
/// types nested in it, which are always kept, but builds nothing for the members left out.
public struct MemberSelection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Functions, subscripts, deinitializers and macros.
    public static let functions = MemberSelection(rawValue: 1 << 0)
    /// Functions named `assemble`, the one method of an Assembler.
    public static let assembleFunctions = MemberSelection(rawValue: 1 << 1)
    public static let initializers = MemberSelection(rawValue: 1 << 2)
    /// Every `let` and `var`.
    public static let variables = MemberSelection(rawValue: 1 << 3)
    /// The `weak` and `unowned` properties.
    public static let nonOwningVariables = MemberSelection(rawValue: 1 << 4)
    /// The `static` and `class` properties.
    public static let typeLevelVariables = MemberSelection(rawValue: 1 << 5)
    public static let enumCases = MemberSelection(rawValue: 1 << 6)
    /// Type aliases and associated types.
    public static let typeAliases = MemberSelection(rawValue: 1 << 7)

    public static let all: MemberSelection = [
        .functions, .assembleFunctions, .initializers, .variables, .nonOwningVariables, .typeLevelVariables, .enumCases,
        .typeAliases,
    ]
}

/// Chooses the declarations a scan keeps: at the top level, and in each type from its header.
public struct MemberFilter: Sendable {
    /// What is kept at the top level, besides types and imports, which always are.
    public var topLevel: MemberSelection
    /// What is kept of each type's members, besides nested types, which always are.
    public var members: @Sendable (TypeDeclaration) -> MemberSelection

    public init(topLevel: MemberSelection, members: @escaping @Sendable (TypeDeclaration) -> MemberSelection) {
        self.topLevel = topLevel
        self.members = members
    }
}

extension MemberSelection {
    /// Whether a member like `declaration` is kept; nested types always are.
    func keeps(_ declaration: Declaration) -> Bool {
        switch declaration {
        case .type:
            return true
        case .function(let function):
            return keepsFunction(function.kind) { function.name == "assemble" }
        case .variable(let variable):
            return keepsVariable(with: variable.modifiers)
        case .enumCase:
            return contains(.enumCases)
        case .typeAlias:
            return contains(.typeAliases)
        }
    }

    /// Whether a function of `kind` is kept; `isNamedAssemble` is asked only when the answer depends on it.
    func keepsFunction(_ kind: FunctionDeclaration.Kind, isNamedAssemble: () -> Bool) -> Bool {
        switch kind {
        case .initializer:
            contains(.initializers)
        case .function:
            contains(.functions) || contains(.assembleFunctions) && isNamedAssemble()
        case .deinitializer, .subscript, .macro:
            contains(.functions)
        }
    }

    /// Whether a property declared with `modifiers` is kept.
    func keepsVariable(with modifiers: Modifiers) -> Bool {
        contains(.variables) || modifiers.isNonOwning && contains(.nonOwningVariables)
            || modifiers.isTypeLevel && contains(.typeLevelVariables)
    }
}

extension MemberFilter {
    /// `declarations`, the top level of a full scan, without what the filter leaves out: what a scan
    /// with the filter is to find. Tests and fuzzing hold the scanner to it.
    func applied(to declarations: [Declaration]) -> [Declaration] {
        applied(to: declarations, selection: topLevel)
    }

    private func applied(to declarations: [Declaration], selection: MemberSelection) -> [Declaration] {
        declarations.compactMap { declaration in
            guard selection.keeps(declaration) else { return nil }
            guard case .type(var type) = declaration else { return declaration }
            type.members = applied(to: type.members, selection: members(type))
            return .type(type)
        }
    }
}
