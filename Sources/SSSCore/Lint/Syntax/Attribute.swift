/// An attribute written before a declaration, such as `@MainActor` or `@objc(name)`.
package struct Attribute: Sendable, Hashable {
    /// The name without `@`, qualified when written so (`Wrapper.Nested`).
    package var name: String
    /// The offset of the `@`.
    package var offset: Int
    /// The bytes between the parentheses of the arguments, if the attribute has any.
    package var arguments: Range<Int>?

    package init(name: String, offset: Int, arguments: Range<Int>? = nil) {
        self.name = name
        self.offset = offset
        self.arguments = arguments
    }
}
