/// One binding of a `let` or `var` declaration.
///
/// The fields live in one box that never changes, so copying a declaration costs one reference count
/// rather than one per array and string; a change puts the changed fields in a new box.
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

    /// What the declaration holds, as plain values: what the scanner fills in before it makes the
    /// declaration.
    public struct Fields: Sendable {
        public var isLet: Bool
        public var name: String
        public var nameOffset: Int
        /// The offset of the declaration's first attribute, modifier or keyword (shared by its bindings).
        public var offset: Int
        public var modifiers: Modifiers = []
        public var attributes: [Attribute] = []
        /// The type annotation as written, such as `BannerRendering?`; `nil` when the type is inferred.
        public var type: TypeReference?
        public var storage: Storage = .stored
        /// Whether the binding has `= value`.
        public var hasInitialValue: Bool = false
        /// Token indices from `{` through `}` of the accessors or observers, if any.
        public var accessors: Range<Int>?
        /// The `#if` branches around the declaration, outermost first; empty outside any.
        public var conditions: [ConditionalBranch] = []

        public init(isLet: Bool, name: String, nameOffset: Int, offset: Int) {
            self.isLet = isLet
            self.name = name
            self.nameOffset = nameOffset
            self.offset = offset
        }
    }

    private var box: VariableBox

    public init(_ fields: Fields) {
        box = VariableBox(fields)
    }

    public init(isLet: Bool, name: String, nameOffset: Int, offset: Int) {
        self.init(Fields(isLet: isLet, name: name, nameOffset: nameOffset, offset: offset))
    }

    /// Every field; setting it makes a new box.
    public var fields: Fields {
        get { box.value }
        set { box = VariableBox(newValue) }
    }

    public var isLet: Bool { box.value.isLet }
    public var name: String { box.value.name }
    public var nameOffset: Int { box.value.nameOffset }
    public var offset: Int { box.value.offset }
    public var modifiers: Modifiers { box.value.modifiers }
    public var attributes: [Attribute] { box.value.attributes }
    public var type: TypeReference? { box.value.type }
    public var storage: Storage { box.value.storage }
    public var hasInitialValue: Bool { box.value.hasInitialValue }
    public var accessors: Range<Int>? { box.value.accessors }
    public var conditions: [ConditionalBranch] { box.value.conditions }

    /// Stored or observed: the property holds a value.
    public var isStored: Bool { storage != .computed }
}

/// The fields of a ``VariableDeclaration``, in a box that never changes once made. (A box of a generic type would
/// reach its field through the type's metadata, copying every field at each read.)
private final class VariableBox: Sendable {
    let value: VariableDeclaration.Fields

    init(_ value: VariableDeclaration.Fields) {
        self.value = value
    }
}
