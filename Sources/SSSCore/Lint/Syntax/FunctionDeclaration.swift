/// A function, initializer, deinitializer, subscript or macro declaration.
///
/// The fields live in one box that never changes, so copying a declaration costs one reference count
/// rather than one per array and string; a change puts the changed fields in a new box.
package struct FunctionDeclaration: Sendable {
    /// The keyword that introduces the declaration.
    package enum Kind: String, Sendable {
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
    package struct Fields: Sendable {
        package var kind: Kind
        /// The function's name (an operator's symbols for operator functions); `init`, `deinit` or `subscript`
        /// for the others.
        package var name: String
        package var nameOffset: Int
        /// The offset of the declaration's first attribute, modifier or keyword.
        package var offset: Int
        package var modifiers: Modifiers = []
        package var attributes: [Attribute] = []
        package var genericParameters: [GenericParameter] = []
        package var parameters: [FunctionParameter] = []
        /// `init?` or `init!`.
        package var isFailable: Bool = false
        package var returnType: TypeReference?
        package var whereClause: TypeReference?
        /// Token indices from `{` through `}` of the body (a subscript's accessors); `nil` without one,
        /// as for protocol requirements.
        package var body: Range<Int>?
        /// The `#if` branches around the declaration, outermost first; empty outside any.
        package var conditions: [ConditionalBranch] = []

        package init(kind: Kind, name: String, nameOffset: Int, offset: Int) {
            self.kind = kind
            self.name = name
            self.nameOffset = nameOffset
            self.offset = offset
        }
    }

    private var box: FrozenBox<Fields>

    package init(_ fields: consuming Fields) {
        box = FrozenBox(fields)
    }

    package init(kind: Kind, name: String, nameOffset: Int, offset: Int) {
        self.init(Fields(kind: kind, name: name, nameOffset: nameOffset, offset: offset))
    }

    /// Every field; setting it makes a new box.
    package var fields: Fields {
        get { box.value }
        set { box = FrozenBox(newValue) }
    }

    package var kind: Kind { box.value.kind }
    package var name: String { box.value.name }
    package var nameOffset: Int { box.value.nameOffset }
    package var offset: Int { box.value.offset }
    package var modifiers: Modifiers { box.value.modifiers }
    package var attributes: [Attribute] { box.value.attributes }
    package var genericParameters: [GenericParameter] { box.value.genericParameters }
    package var parameters: [FunctionParameter] { box.value.parameters }
    package var isFailable: Bool { box.value.isFailable }
    package var returnType: TypeReference? { box.value.returnType }
    package var whereClause: TypeReference? { box.value.whereClause }
    package var body: Range<Int>? { box.value.body }
    package var conditions: [ConditionalBranch] { box.value.conditions }

}

/// One parameter of a function, initializer, subscript or macro.
package struct FunctionParameter: Sendable, Hashable {
    /// The argument label callers write; `nil` for `_` and for subscript parameters without one.
    package var label: String?
    /// The name used inside the body (`_` when unnamed).
    package var name: String
    package var nameOffset: Int
    package var type: TypeReference?
    package var hasDefaultValue: Bool
    package var attributes: [Attribute]

    package init(label: String?, name: String, nameOffset: Int, type: TypeReference?, hasDefaultValue: Bool = false,
                attributes: [Attribute] = []) {
        self.label = label
        self.name = name
        self.nameOffset = nameOffset
        self.type = type
        self.hasDefaultValue = hasDefaultValue
        self.attributes = attributes
    }

    /// `T...`
    package var isVariadic: Bool { type?.text.hasSuffix("...") ?? false }
}
