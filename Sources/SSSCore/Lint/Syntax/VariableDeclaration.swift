/// One binding of a `let` or `var` declaration.
///
/// The fields live in one box that never changes, so copying a declaration costs one reference count
/// rather than one per array and string; a change puts the changed fields in a new box.
package struct VariableDeclaration: Sendable {
    /// How a property keeps its value.
    package enum Storage: String, Sendable {
        /// Holds a value: no accessor block.
        case stored
        /// Holds a value and runs `willSet` or `didSet` observers.
        case observed
        /// Computes its value: a getter, `get`/`set` accessors, or a protocol's `{ get }` requirement.
        case computed
    }

    /// What the declaration holds, as plain values: what the scanner fills in before it makes the
    /// declaration.
    package struct Fields: Sendable {
        package var isLet: Bool
        package var name: String
        package var nameOffset: Int
        /// The offset of the declaration's first attribute, modifier or keyword (shared by its bindings).
        package var offset: Int
        package var modifiers: Modifiers = []
        package var attributes: [Attribute] = []
        /// The type annotation as written, such as `BannerRendering?`; `nil` when the type is inferred.
        package var type: TypeReference?
        package var storage: Storage = .stored
        /// Whether the binding has `= value`.
        package var hasInitialValue: Bool = false
        /// Token indices from `{` through `}` of the accessors or observers, if any.
        package var accessors: Range<Int>?
        /// The `#if` branches around the declaration, outermost first; empty outside any.
        package var conditions: [ConditionalBranch] = []

        package init(isLet: Bool, name: String, nameOffset: Int, offset: Int) {
            self.isLet = isLet
            self.name = name
            self.nameOffset = nameOffset
            self.offset = offset
        }
    }

    private var box: FrozenBox<Fields>

    package init(_ fields: consuming Fields) {
        box = FrozenBox(fields)
    }

    package init(isLet: Bool, name: String, nameOffset: Int, offset: Int) {
        self.init(Fields(isLet: isLet, name: name, nameOffset: nameOffset, offset: offset))
    }

    /// Every field; setting it makes a new box.
    package var fields: Fields {
        get { box.value }
        set { box = FrozenBox(newValue) }
    }

    package var isLet: Bool { box.value.isLet }
    package var name: String { box.value.name }
    package var nameOffset: Int { box.value.nameOffset }
    package var offset: Int { box.value.offset }
    package var modifiers: Modifiers { box.value.modifiers }
    package var attributes: [Attribute] { box.value.attributes }
    package var type: TypeReference? { box.value.type }
    package var storage: Storage { box.value.storage }
    package var hasInitialValue: Bool { box.value.hasInitialValue }
    package var accessors: Range<Int>? { box.value.accessors }
    package var conditions: [ConditionalBranch] { box.value.conditions }

    /// Stored or observed: the property holds a value.
    package var isStored: Bool { storage != .computed }
}
