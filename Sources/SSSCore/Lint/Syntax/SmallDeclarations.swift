/// One element of an enum's `case` declaration.
public struct EnumCaseDeclaration: Sendable {
    public var name: String
    public var nameOffset: Int
    /// The offset of the declaration's first attribute, modifier or `case`.
    public var offset: Int
    public var modifiers: Modifiers
    /// Token indices of the associated values' parentheses, if any.
    public var associatedValues: Range<Int>?
    /// The `#if` branches around the declaration, outermost first; empty outside any.
    public var conditions: [ConditionalBranch]

    public init(name: String, nameOffset: Int, offset: Int, modifiers: Modifiers = [], associatedValues: Range<Int>? = nil) {
        self.name = name
        self.nameOffset = nameOffset
        self.offset = offset
        self.modifiers = modifiers
        self.associatedValues = associatedValues
        conditions = []
    }
}

/// A `typealias`, or a protocol's `associatedtype`.
public struct TypeAliasDeclaration: Sendable {
    public var isAssociatedType: Bool
    public var name: String
    public var nameOffset: Int
    public var offset: Int
    public var modifiers: Modifiers
    public var genericParameters: [GenericParameter]
    /// For an associated type, its constraints after `:`.
    public var inheritance: [TypeReference]
    /// The aliased type, or an associated type's default.
    public var type: TypeReference?
    /// The `#if` branches around the declaration, outermost first; empty outside any.
    public var conditions: [ConditionalBranch]

    public init(isAssociatedType: Bool, name: String, nameOffset: Int, offset: Int) {
        self.isAssociatedType = isAssociatedType
        self.name = name
        self.nameOffset = nameOffset
        self.offset = offset
        modifiers = []
        genericParameters = []
        inheritance = []
        type = nil
        conditions = []
    }
}

/// An `import` of a module or of one symbol in it.
public struct ImportDeclaration: Sendable, Hashable {
    /// The imported path, such as `UIKit` or `Foundation.NSString`.
    public var path: String
    public var offset: Int

    public init(path: String, offset: Int) {
        self.path = path
        self.offset = offset
    }
}
