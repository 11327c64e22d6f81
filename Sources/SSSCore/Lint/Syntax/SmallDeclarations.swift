/// One element of an enum's `case` declaration.
package struct EnumCaseDeclaration: Sendable {
    package var name: String
    package var nameOffset: Int
    /// The offset of the declaration's first attribute, modifier or `case`.
    package var offset: Int
    package var modifiers: Modifiers
    /// Token indices of the associated values' parentheses, if any.
    package var associatedValues: Range<Int>?
    /// The `#if` branches around the declaration, outermost first; empty outside any.
    package var conditions: [ConditionalBranch]

    package init(name: String, nameOffset: Int, offset: Int, modifiers: Modifiers = [], associatedValues: Range<Int>? = nil) {
        self.name = name
        self.nameOffset = nameOffset
        self.offset = offset
        self.modifiers = modifiers
        self.associatedValues = associatedValues
        conditions = []
    }
}

/// A `typealias`, or a protocol's `associatedtype`.
package struct TypeAliasDeclaration: Sendable {
    package var isAssociatedType: Bool
    package var name: String
    package var nameOffset: Int
    package var offset: Int
    package var modifiers: Modifiers
    package var genericParameters: [GenericParameter]
    /// For an associated type, its constraints after `:`.
    package var inheritance: [TypeReference]
    /// The aliased type, or an associated type's default.
    package var type: TypeReference?
    /// The `#if` branches around the declaration, outermost first; empty outside any.
    package var conditions: [ConditionalBranch]

    package init(isAssociatedType: Bool, name: String, nameOffset: Int, offset: Int) {
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
package struct ImportDeclaration: Sendable, Hashable {
    /// The imported path, such as `UIKit` or `Foundation.NSString`.
    package var path: String
    package var offset: Int

    package init(path: String, offset: Int) {
        self.path = path
        self.offset = offset
    }
}
