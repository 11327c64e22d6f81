/// What a rule reports: where, why, and the declaration it belongs to. The engine adds the rule's
/// identity and severity to make a ``Finding``.
public struct Violation: Sendable {
    /// The byte offset the finding points at, usually the start of a name.
    public var offset: Int
    public var reason: String
    /// Other places the finding refers to.
    public var related: [Note]
    /// The enclosing declarations, such as `LoginAssembler.assemble()`.
    public var declarationPath: String
    /// The role of the type the violation is about.
    public var role: Role?

    public init(offset: Int, reason: String, related: [Note] = [], declarationPath: String, role: Role? = nil) {
        self.offset = offset
        self.reason = reason
        self.related = related
        self.declarationPath = declarationPath
        self.role = role
    }

    /// Another place a violation refers to, by file and byte offset; it becomes a ``RelatedLocation``.
    public struct Note: Sendable, Equatable {
        public let path: String
        public let offset: Int
        public let message: String

        public init(path: String, offset: Int, message: String) {
            self.path = path
            self.offset = offset
            self.message = message
        }
    }
}
