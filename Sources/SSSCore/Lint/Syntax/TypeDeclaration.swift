/// A class, struct, enum, protocol, actor or extension, with its members.
public struct TypeDeclaration: Sendable {
    /// The keyword that introduces the declaration.
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    /// The type's name; for an extension, the extended type as written (`Tree.Node`, `Array<Int>`).
    public var name: String {
        get { storage.name }
        _modify { yield &unique.name }
    }
    /// The enclosing types' names and this one's, joined by dots (`Tree.Node` for `Node` inside `Tree`),
    /// generic arguments left out.
    public var qualifiedName: String {
        get { storage.qualifiedName }
        _modify { yield &unique.qualifiedName }
    }
    public var kind: Kind {
        get { storage.kind }
        _modify { yield &unique.kind }
    }
    public var nameOffset: Int {
        get { storage.nameOffset }
        _modify { yield &unique.nameOffset }
    }
    /// The offset of the declaration's first attribute, modifier or keyword.
    public var offset: Int {
        get { storage.offset }
        _modify { yield &unique.offset }
    }
    public var modifiers: Modifiers {
        get { storage.modifiers }
        _modify { yield &unique.modifiers }
    }
    public var attributes: [Attribute] {
        get { storage.attributes }
        _modify { yield &unique.attributes }
    }
    /// Generic parameters; for a protocol, its primary associated types (`protocol Store<Item>`).
    public var genericParameters: [GenericParameter] {
        get { storage.genericParameters }
        _modify { yield &unique.genericParameters }
    }
    /// The inheritance clause in order: superclass first for a class, `class` or `AnyObject` for a
    /// class-bound protocol, added conformances for an extension.
    public var inheritance: [TypeReference] {
        get { storage.inheritance }
        _modify { yield &unique.inheritance }
    }
    /// The requirements after `where`, as written.
    public var whereClause: TypeReference? {
        get { storage.whereClause }
        _modify { yield &unique.whereClause }
    }
    public var members: [Declaration] {
        get { storage.members }
        _modify { yield &unique.members }
    }
    /// The `#if` branches around the declaration, outermost first; empty outside any.
    public var conditions: [ConditionalBranch] {
        get { storage.conditions }
        _modify { yield &unique.conditions }
    }
    /// Token indices from `{` through `}`; `nil` when the declaration has no body.
    public var body: Range<Int>? {
        get { storage.body }
        _modify { yield &unique.body }
    }
    /// For a local type (declared in a body of code, or nested in a type that is), where it is seen;
    /// `nil` for any other.
    public var localScope: LocalScope? {
        get { storage.localScope }
        _modify { yield &unique.localScope }
    }

    /// Whether the type is declared in a body of code (a function, initializer, accessor, closure or
    /// top-level statement), or nested in a type that is.
    public var isLocal: Bool { localScope != nil }

    /// The fields live in one shared box, so copying a declaration (into a list of a file's types, out of
    /// a member list) costs one reference count rather than one per field; a change copies the box first
    /// when it is shared.
    private var storage: TypeStorage

    public init(kind: Kind, name: String, qualifiedName: String, nameOffset: Int, offset: Int) {
        storage = TypeStorage(kind: kind, name: name, qualifiedName: qualifiedName, nameOffset: nameOffset, offset: offset)
    }

    private var unique: TypeStorage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) {
                storage = storage.copy()
            }
            return storage
        }
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

/// The fields of a ``TypeDeclaration``. They change only through a declaration that holds the only reference,
/// so sharing the box between threads is safe, and they skip the run-time exclusivity check.
private final class TypeStorage: @unchecked Sendable {
    @exclusivity(unchecked) var kind: TypeDeclaration.Kind
    @exclusivity(unchecked) var name: String
    @exclusivity(unchecked) var qualifiedName: String
    @exclusivity(unchecked) var nameOffset: Int
    @exclusivity(unchecked) var offset: Int
    @exclusivity(unchecked) var modifiers: Modifiers = []
    @exclusivity(unchecked) var attributes: [Attribute] = []
    @exclusivity(unchecked) var genericParameters: [GenericParameter] = []
    @exclusivity(unchecked) var inheritance: [TypeReference] = []
    @exclusivity(unchecked) var whereClause: TypeReference?
    @exclusivity(unchecked) var members: [Declaration] = []
    @exclusivity(unchecked) var conditions: [ConditionalBranch] = []
    @exclusivity(unchecked) var body: Range<Int>?
    @exclusivity(unchecked) var localScope: LocalScope?

    init(kind: TypeDeclaration.Kind, name: String, qualifiedName: String, nameOffset: Int, offset: Int) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.nameOffset = nameOffset
        self.offset = offset
    }

    func copy() -> TypeStorage {
        let copy = TypeStorage(kind: kind, name: name, qualifiedName: qualifiedName, nameOffset: nameOffset, offset: offset)
        copy.modifiers = modifiers
        copy.attributes = attributes
        copy.genericParameters = genericParameters
        copy.inheritance = inheritance
        copy.whereClause = whereClause
        copy.members = members
        copy.conditions = conditions
        copy.body = body
        copy.localScope = localScope
        return copy
    }
}
