/// A function, initializer, deinitializer, subscript or macro declaration.
///
/// The fields live in one box that never changes, so copying a declaration costs one reference count
/// rather than one per array and string; a change puts the changed fields in a new box.
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

    /// What the declaration holds, as plain values: what the scanner fills in before it makes the
    /// declaration.
    public struct Fields: Sendable {
        public var kind: Kind
        /// The function's name (an operator's symbols for operator functions); `init`, `deinit` or `subscript`
        /// for the others.
        public var name: String
        public var nameOffset: Int
        /// The offset of the declaration's first attribute, modifier or keyword.
        public var offset: Int
        public var modifiers: Modifiers = []
        public var attributes: [Attribute] = []
        public var genericParameters: [GenericParameter] = []
        public var parameters: [FunctionParameter] = []
        /// `init?` or `init!`.
        public var isFailable: Bool = false
        public var returnType: TypeReference?
        public var whereClause: TypeReference?
        /// Token indices from `{` through `}` of the body (a subscript's accessors); `nil` without one,
        /// as for protocol requirements.
        public var body: Range<Int>?
        /// The `#if` branches around the declaration, outermost first; empty outside any.
        public var conditions: [ConditionalBranch] = []

        public init(kind: Kind, name: String, nameOffset: Int, offset: Int) {
            self.kind = kind
            self.name = name
            self.nameOffset = nameOffset
            self.offset = offset
        }
    }

    private var box: FunctionBox

    public init(_ fields: Fields) {
        box = FunctionBox(fields)
    }

    public init(kind: Kind, name: String, nameOffset: Int, offset: Int) {
        self.init(Fields(kind: kind, name: name, nameOffset: nameOffset, offset: offset))
    }

    /// Every field; setting it makes a new box.
    public var fields: Fields {
        get { box.value }
        set { box = FunctionBox(newValue) }
    }

    public var kind: Kind { box.value.kind }
    public var name: String { box.value.name }
    public var nameOffset: Int { box.value.nameOffset }
    public var offset: Int { box.value.offset }
    public var modifiers: Modifiers { box.value.modifiers }
    public var attributes: [Attribute] { box.value.attributes }
    public var genericParameters: [GenericParameter] { box.value.genericParameters }
    public var parameters: [FunctionParameter] { box.value.parameters }
    public var isFailable: Bool { box.value.isFailable }
    public var returnType: TypeReference? { box.value.returnType }
    public var whereClause: TypeReference? { box.value.whereClause }
    public var body: Range<Int>? { box.value.body }
    public var conditions: [ConditionalBranch] { box.value.conditions }

}

/// The fields of a ``FunctionDeclaration``, in a box that never changes once made. (A box of a generic type would
/// reach its field through the type's metadata, copying every field at each read.)
private final class FunctionBox: Sendable {
    let value: FunctionDeclaration.Fields

    init(_ value: FunctionDeclaration.Fields) {
        self.value = value
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
