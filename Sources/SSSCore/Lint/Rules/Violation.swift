/// What a rule reports: where, why, and the declaration it belongs to. The engine adds the rule's
/// identity and severity to make a ``Finding``.
package struct Violation: Sendable {
    /// The byte offset the finding points at, usually the start of a name.
    package var offset: Int
    package var reason: String
    /// Other places the finding refers to.
    package var related: [Note]
    /// The enclosing declarations, such as `LoginAssembler.assemble()`.
    package var declarationPath: String
    /// The role of the type the violation is about.
    package var role: Role?

    package init(offset: Int, reason: String, related: [Note] = [], declarationPath: String, role: Role? = nil) {
        self.offset = offset
        self.reason = reason
        self.related = related
        self.declarationPath = declarationPath
        self.role = role
    }

    /// Another place a violation refers to, by file and byte offset; it becomes a ``RelatedLocation``.
    package struct Note: Sendable, Equatable {
        package let path: String
        package let offset: Int
        package let message: String

        package init(path: String, offset: Int, message: String) {
            self.path = path
            self.offset = offset
            self.message = message
        }
    }
}
