/// One binding of a `let` or `var` declaration.
public struct VariableDeclaration: Sendable {
    /// How a property keeps its value.
    public enum Storage: String, Sendable {
        /// Holds a value: no accessor block.
        case stored
        /// Holds a value and runs `willSet` or `didSet` observers.
        case observed
        /// Computes its value: a getter, `get`/`set` accessors, or a protocol's `{ get }` requirement.
        case computed
    }

    public var isLet: Bool {
        get { fields.isLet }
        _modify { yield &unique.isLet }
    }
    public var name: String {
        get { fields.name }
        _modify { yield &unique.name }
    }
    public var nameOffset: Int {
        get { fields.nameOffset }
        _modify { yield &unique.nameOffset }
    }
    /// The offset of the declaration's first attribute, modifier or keyword (shared by its bindings).
    public var offset: Int {
        get { fields.offset }
        _modify { yield &unique.offset }
    }
    public var modifiers: Modifiers {
        get { fields.modifiers }
        _modify { yield &unique.modifiers }
    }
    public var attributes: [Attribute] {
        get { fields.attributes }
        _modify { yield &unique.attributes }
    }
    /// The type annotation as written, such as `BannerRendering?`; `nil` when the type is inferred.
    public var type: TypeReference? {
        get { fields.type }
        _modify { yield &unique.type }
    }
    public var storage: Storage {
        get { fields.storage }
        _modify { yield &unique.storage }
    }
    /// Whether the binding has `= value`.
    public var hasInitialValue: Bool {
        get { fields.hasInitialValue }
        _modify { yield &unique.hasInitialValue }
    }
    /// Token indices from `{` through `}` of the accessors or observers, if any.
    public var accessors: Range<Int>? {
        get { fields.accessors }
        _modify { yield &unique.accessors }
    }
    /// The `#if` branches around the declaration, outermost first; empty outside any.
    public var conditions: [ConditionalBranch] {
        get { fields.conditions }
        _modify { yield &unique.conditions }
    }

    /// The fields live in one shared box, so copying a declaration costs one reference count rather
    /// than one per field; a change copies the box first when it is shared.
    private var fields: VariableStorage

    public init(isLet: Bool, name: String, nameOffset: Int, offset: Int) {
        fields = VariableStorage(isLet: isLet, name: name, nameOffset: nameOffset, offset: offset)
    }

    private var unique: VariableStorage {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) {
                fields = fields.copy()
            }
            return fields
        }
    }

    /// Stored or observed: the property holds a value.
    public var isStored: Bool { storage != .computed }
}

/// The fields of a ``VariableDeclaration``. They change only through a declaration that holds the only reference,
/// so sharing the box between threads is safe, and they skip the run-time exclusivity check.
private final class VariableStorage: @unchecked Sendable {
    @exclusivity(unchecked) var isLet: Bool
    @exclusivity(unchecked) var name: String
    @exclusivity(unchecked) var nameOffset: Int
    @exclusivity(unchecked) var offset: Int
    @exclusivity(unchecked) var modifiers: Modifiers = []
    @exclusivity(unchecked) var attributes: [Attribute] = []
    @exclusivity(unchecked) var type: TypeReference?
    @exclusivity(unchecked) var storage: VariableDeclaration.Storage = .stored
    @exclusivity(unchecked) var hasInitialValue: Bool = false
    @exclusivity(unchecked) var accessors: Range<Int>?
    @exclusivity(unchecked) var conditions: [ConditionalBranch] = []

    init(isLet: Bool, name: String, nameOffset: Int, offset: Int) {
        self.isLet = isLet
        self.name = name
        self.nameOffset = nameOffset
        self.offset = offset
    }

    func copy() -> VariableStorage {
        let copy = VariableStorage(isLet: isLet, name: name, nameOffset: nameOffset, offset: offset)
        copy.modifiers = modifiers
        copy.attributes = attributes
        copy.type = type
        copy.storage = storage
        copy.hasInitialValue = hasInitialValue
        copy.accessors = accessors
        copy.conditions = conditions
        return copy
    }
}
