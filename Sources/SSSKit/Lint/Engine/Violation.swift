/// What a rule reports: where, why, and the declaration it belongs to. The engine adds the rule's
/// identity and severity to make a ``Finding``.
public struct Violation: Sendable {
    /// The byte offset the finding points at, usually the start of a name.
    public var offset: Int
    public var reason: String
    public var related: [RelatedLocation]
    /// The enclosing declarations, such as `LoginAssembler.assemble()`.
    public var declarationPath: String
    /// The role of the type the violation is about.
    public var role: Role?

    public init(offset: Int, reason: String, related: [RelatedLocation] = [], declarationPath: String, role: Role? = nil) {
        self.offset = offset
        self.reason = reason
        self.related = related
        self.declarationPath = declarationPath
        self.role = role
    }
}
