/// A class, struct, enum, protocol, actor or extension, with its members.
///
/// The fields live in one box that never changes, so copying a declaration (into the list of a file's
/// types, out of a member list, into each rule's loop) costs one reference count rather than one per
/// array and string; a change puts the changed fields in a new box.
public struct TypeDeclaration: Sendable {
    /// The keyword that introduces the declaration.
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    /// What a type declaration holds, as plain values: what the scanner fills in before it makes the
    /// declaration.
    public struct Fields: Sendable {
        public var kind: Kind
        /// The type's name; for an extension, the extended type as written (`Tree.Node`, `Array<Int>`).
        public var name: String
        /// The enclosing types' names and this one's, joined by dots (`Tree.Node` for `Node` inside
        /// `Tree`), generic arguments left out.
        public var qualifiedName: String
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
    }

    private var box: TypeBox

    public init(_ fields: Fields) {
        box = TypeBox(fields)
    }

    public init(kind: Kind, name: String, qualifiedName: String, nameOffset: Int, offset: Int) {
        self.init(Fields(kind: kind, name: name, qualifiedName: qualifiedName, nameOffset: nameOffset, offset: offset))
    }

    /// Every field; setting it makes a new box.
    public var fields: Fields {
        get { box.value }
        set { box = TypeBox(newValue) }
    }

    public var kind: Kind { box.value.kind }
    public var name: String { box.value.name }
    public var qualifiedName: String { box.value.qualifiedName }
    public var nameOffset: Int { box.value.nameOffset }
    public var offset: Int { box.value.offset }
    public var modifiers: Modifiers { box.value.modifiers }
    public var attributes: [Attribute] { box.value.attributes }
    public var genericParameters: [GenericParameter] { box.value.genericParameters }
    public var inheritance: [TypeReference] { box.value.inheritance }
    public var whereClause: TypeReference? { box.value.whereClause }
    public var members: [Declaration] { box.value.members }
    public var conditions: [ConditionalBranch] { box.value.conditions }
    public var body: Range<Int>? { box.value.body }

    /// The same declaration with no members.
    public func withoutMembers() -> TypeDeclaration {
        guard !members.isEmpty else { return self }
        var copy = fields
        copy.members = []
        return TypeDeclaration(copy)
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

/// The fields of a ``TypeDeclaration``, in a box that never changes once made. (A box of a generic type would
/// reach its field through the type's metadata, copying every field at each read.)
private final class TypeBox: Sendable {
    let value: TypeDeclaration.Fields

    init(_ value: TypeDeclaration.Fields) {
        self.value = value
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
