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

    /// Stored or observed: the property holds a value.
    public var isStored: Bool { storage != .computed }
}
