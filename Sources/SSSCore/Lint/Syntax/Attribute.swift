/// An attribute written before a declaration, such as `@MainActor` or `@objc(name)`.
public struct Attribute: Sendable, Hashable {
    /// The name without `@`, qualified when written so (`Wrapper.Nested`).
    public var name: String
    /// The offset of the `@`.
    public var offset: Int
    /// The bytes between the parentheses of the arguments, if the attribute has any.
    public var arguments: Range<Int>?

    public init(name: String, offset: Int, arguments: Range<Int>? = nil) {
        self.name = name
        self.offset = offset
        self.arguments = arguments
    }
}
