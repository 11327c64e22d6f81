/// A function, initializer, deinitializer, subscript or macro declaration.
public struct FunctionDeclaration: Sendable {
    /// The keyword that introduces the declaration.
    public enum Kind: String, Sendable {
        case function, initializer, deinitializer, `subscript`, macro

        /// The name given to declarations of this kind that have no name of their own.
        var keywordName: String {
            switch self {
            case .function: "func"
            case .initializer: "init"
            case .deinitializer: "deinit"
            case .subscript: "subscript"
            case .macro: "macro"
            }
        }
    }

    public var kind: Kind {
        get { storage.kind }
        _modify { yield &unique.kind }
    }
    /// The function's name (an operator's symbols for operator functions); `init`, `deinit` or `subscript`
    /// for the others.
    public var name: String {
        get { storage.name }
        _modify { yield &unique.name }
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
    public var genericParameters: [GenericParameter] {
        get { storage.genericParameters }
        _modify { yield &unique.genericParameters }
    }
    public var parameters: [FunctionParameter] {
        get { storage.parameters }
        _modify { yield &unique.parameters }
    }
    /// `init?` or `init!`.
    public var isFailable: Bool {
        get { storage.isFailable }
        _modify { yield &unique.isFailable }
    }
    public var returnType: TypeReference? {
        get { storage.returnType }
        _modify { yield &unique.returnType }
    }
    public var whereClause: TypeReference? {
        get { storage.whereClause }
        _modify { yield &unique.whereClause }
    }
    /// Token indices from `{` through `}` of the body (a subscript's accessors); `nil` without one,
    /// as for protocol requirements.
    public var body: Range<Int>? {
        get { storage.body }
        _modify { yield &unique.body }
    }
    /// The `#if` branches around the declaration, outermost first; empty outside any.
    public var conditions: [ConditionalBranch] {
        get { storage.conditions }
        _modify { yield &unique.conditions }
    }

    /// The fields live in one shared box, so copying a declaration costs one reference count rather
    /// than one per field; a change copies the box first when it is shared.
    private var storage: FunctionStorage

    public init(kind: Kind, name: String, nameOffset: Int, offset: Int) {
        storage = FunctionStorage(kind: kind, name: name, nameOffset: nameOffset, offset: offset)
    }

    private var unique: FunctionStorage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) {
                storage = storage.copy()
            }
            return storage
        }
    }
}

/// One parameter of a function, initializer, subscript or macro.
public struct FunctionParameter: Sendable, Hashable {
    /// The argument label callers write; `nil` for `_` and for subscript parameters without one.
    public var label: String?
    /// The name used inside the body (`_` when unnamed).
    public var name: String
    public var nameOffset: Int
    public var type: TypeReference?
    public var hasDefaultValue: Bool
    public var attributes: [Attribute]

    public init(label: String?, name: String, nameOffset: Int, type: TypeReference?, hasDefaultValue: Bool = false,
                attributes: [Attribute] = []) {
        self.label = label
        self.name = name
        self.nameOffset = nameOffset
        self.type = type
        self.hasDefaultValue = hasDefaultValue
        self.attributes = attributes
    }

    /// `T...`
    public var isVariadic: Bool { type?.text.hasSuffix("...") ?? false }
}

/// The fields of a ``FunctionDeclaration``. They change only through a declaration that holds the only reference,
/// so sharing the box between threads is safe, and they skip the run-time exclusivity check.
private final class FunctionStorage: @unchecked Sendable {
    @exclusivity(unchecked) var kind: FunctionDeclaration.Kind
    @exclusivity(unchecked) var name: String
    @exclusivity(unchecked) var nameOffset: Int
    @exclusivity(unchecked) var offset: Int
    @exclusivity(unchecked) var modifiers: Modifiers = []
    @exclusivity(unchecked) var attributes: [Attribute] = []
    @exclusivity(unchecked) var genericParameters: [GenericParameter] = []
    @exclusivity(unchecked) var parameters: [FunctionParameter] = []
    @exclusivity(unchecked) var isFailable: Bool = false
    @exclusivity(unchecked) var returnType: TypeReference?
    @exclusivity(unchecked) var whereClause: TypeReference?
    @exclusivity(unchecked) var body: Range<Int>?
    @exclusivity(unchecked) var conditions: [ConditionalBranch] = []

    init(kind: FunctionDeclaration.Kind, name: String, nameOffset: Int, offset: Int) {
        self.kind = kind
        self.name = name
        self.nameOffset = nameOffset
        self.offset = offset
    }

    func copy() -> FunctionStorage {
        let copy = FunctionStorage(kind: kind, name: name, nameOffset: nameOffset, offset: offset)
        copy.modifiers = modifiers
        copy.attributes = attributes
        copy.genericParameters = genericParameters
        copy.parameters = parameters
        copy.isFailable = isFailable
        copy.returnType = returnType
        copy.whereClause = whereClause
        copy.body = body
        copy.conditions = conditions
        return copy
    }
}
