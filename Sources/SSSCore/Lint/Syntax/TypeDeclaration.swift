/// A class, struct, enum, protocol, actor or extension, with its members.
public struct TypeDeclaration: Sendable {
    /// The keyword that introduces the declaration.
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    /// The type's name; for an extension, the extended type as written (`Tree.Node`, `Array<Int>`).
    public var name: String
    /// The enclosing types' names and this one's, joined by dots (`Tree.Node` for `Node` inside `Tree`),
    /// generic arguments left out.
    public var qualifiedName: String
    public var kind: Kind
    public var nameOffset: Int
    /// The offset of the declaration's first attribute, modifier or keyword.
    public var offset: Int
    public var modifiers: Modifiers = []
    public var attributes: [Attribute] = []
    /// Generic parameters; for a protocol, its primary associated types (`protocol Store<Item>`).
    public var genericParameters: [GenericParameter] = []
    /// The inheritance clause in order: superclass first for a class, `class` or `AnyObject` for a
    /// class-bound protocol, added conformances for an extension.
    public var inheritance: [TypeReference] = []
    /// The requirements after `where`, as written.
    public var whereClause: TypeReference?
    public var members: [Declaration] = []
    /// The `#if` branches around the declaration, outermost first; empty outside any.
    public var conditions: [ConditionalBranch] = []
    /// Token indices from `{` through `}`; `nil` when the declaration has no body.
    public var body: Range<Int>?

    public init(kind: Kind, name: String, qualifiedName: String, nameOffset: Int, offset: Int) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.nameOffset = nameOffset
        self.offset = offset
    }

    /// The same declaration with no members.
    public func withoutMembers() -> TypeDeclaration {
        guard !members.isEmpty else { return self }
        var copy = self
        copy.members = []
        return copy
    }

    public var functions: [FunctionDeclaration] {
        members.compactMap { if case .function(let function) = $0 { function } else { nil } }
    }

    public var variables: [VariableDeclaration] {
        members.compactMap { if case .variable(let variable) = $0 { variable } else { nil } }
    }

    public var nestedTypes: [TypeDeclaration] {
        members.compactMap { if case .type(let type) = $0 { type } else { nil } }
    }

    public var enumCases: [EnumCaseDeclaration] {
        members.compactMap { if case .enumCase(let enumCase) = $0 { enumCase } else { nil } }
    }
}

/// A generic parameter such as `T` or `T: Equatable`.
public struct GenericParameter: Sendable, Hashable {
    public var name: String
    public var nameOffset: Int
    /// The constraint after `:`, if any.
    public var constraint: TypeReference?

    public init(name: String, nameOffset: Int, constraint: TypeReference? = nil) {
        self.name = name
        self.nameOffset = nameOffset
        self.constraint = constraint
    }
}
