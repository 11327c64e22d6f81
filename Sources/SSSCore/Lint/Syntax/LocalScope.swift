/// Where a local type is seen: a type declared in a body of code is visible only inside that body, as
/// the compiler reads it, and a type nested in a local type is seen through it.
package struct LocalScope: Sendable, Hashable {
    /// The offsets of the `{` of the bodies of code around the type, innermost first, up to the type it
    /// is a member of (or the top level of its file); empty for a type nested directly in a local type.
    package var blocks: [Int]

    package init(blocks: [Int]) {
        self.blocks = blocks
    }
}
