/// A class, struct, enum, protocol, actor or extension, with its members.
///
/// The fields live in one box that never changes, so copying a declaration (into the list of a file's
/// types, out of a member list, into each rule's loop) costs one reference count rather than one per
/// array and string; a change puts the changed fields in a new box.
package struct TypeDeclaration: Sendable {
    /// The keyword that introduces the declaration.
    package enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    /// What a type declaration holds, as plain values: what the scanner fills in before it makes the
    /// declaration.
    package struct Fields: Sendable {
        package var kind: Kind
        /// The type's name; for an extension, the extended type as written (`Tree.Node`, `Array<Int>`).
        package var name: String
        /// The enclosing types' names and this one's, joined by dots (`Tree.Node` for `Node` inside
        /// `Tree`), generic arguments left out.
        package var qualifiedName: String
        package var nameOffset: Int
        /// The offset of the declaration's first attribute, modifier or keyword.
        package var offset: Int
        package var modifiers: Modifiers = []
        package var attributes: [Attribute] = []
        /// Generic parameters; for a protocol, its primary associated types (`protocol Store<Item>`).
        package var genericParameters: [GenericParameter] = []
        /// The inheritance clause in order: superclass first for a class, `class` or `AnyObject` for a
        /// class-bound protocol, added conformances for an extension.
        package var inheritance: [TypeReference] = []
        /// The requirements after `where`, as written.
        package var whereClause: TypeReference?
        package var members: [Declaration] = []
        /// The `#if` branches around the declaration, outermost first; empty outside any.
        package var conditions: [ConditionalBranch] = []
        /// Token indices from `{` through `}`; `nil` when the declaration has no body.
        package var body: Range<Int>?

        package init(kind: Kind, name: String, qualifiedName: String, nameOffset: Int, offset: Int) {
            self.kind = kind
            self.name = name
            self.qualifiedName = qualifiedName
            self.nameOffset = nameOffset
            self.offset = offset
        }
    }

    private var box: FrozenBox<Fields>

    package init(_ fields: consuming Fields) {
        box = FrozenBox(fields)
    }

    package init(kind: Kind, name: String, qualifiedName: String, nameOffset: Int, offset: Int) {
        self.init(Fields(kind: kind, name: name, qualifiedName: qualifiedName, nameOffset: nameOffset, offset: offset))
    }

    /// Every field; setting it makes a new box.
    package var fields: Fields {
        get { box.value }
        set { box = FrozenBox(newValue) }
    }

    package var kind: Kind { box.value.kind }
    package var name: String { box.value.name }
    package var qualifiedName: String { box.value.qualifiedName }
    package var nameOffset: Int { box.value.nameOffset }
    package var offset: Int { box.value.offset }
    package var modifiers: Modifiers { box.value.modifiers }
    package var attributes: [Attribute] { box.value.attributes }
    package var genericParameters: [GenericParameter] { box.value.genericParameters }
    package var inheritance: [TypeReference] { box.value.inheritance }
    package var whereClause: TypeReference? { box.value.whereClause }
    package var members: [Declaration] { box.value.members }
    package var conditions: [ConditionalBranch] { box.value.conditions }
    package var body: Range<Int>? { box.value.body }

    /// The same declaration with no members.
    package func withoutMembers() -> TypeDeclaration {
        guard !members.isEmpty else { return self }
        var copy = fields
        copy.members = []
        return TypeDeclaration(copy)
    }

    package var functions: [FunctionDeclaration] {
        members.compactMap { if case .function(let function) = $0 { function } else { nil } }
    }

    package var variables: [VariableDeclaration] {
        members.compactMap { if case .variable(let variable) = $0 { variable } else { nil } }
    }

    package var nestedTypes: [TypeDeclaration] {
        members.compactMap { if case .type(let type) = $0 { type } else { nil } }
    }

    package var enumCases: [EnumCaseDeclaration] {
        members.compactMap { if case .enumCase(let enumCase) = $0 { enumCase } else { nil } }
    }
}

/// A generic parameter such as `T` or `T: Equatable`.
package struct GenericParameter: Sendable, Hashable {
    package var name: String
    package var nameOffset: Int
    /// The constraint after `:`, if any.
    package var constraint: TypeReference?

    package init(name: String, nameOffset: Int, constraint: TypeReference? = nil) {
        self.name = name
        self.nameOffset = nameOffset
        self.constraint = constraint
    }
}
