/// What the rules need to know from configuration: roles, severities and per-rule options.
public struct LintSettings: Sendable {
    /// Which suffixes give a type its role.
    public var roles: RoleSuffixes
    /// Severities that replace rules' defaults, by rule identifier.
    public var severities: [String: Severity]
    /// Superclasses `custom_class_inheritance` accepts even though they are declared in the codebase.
    public var allowedSuperclasses: Set<String>

    public init(roles: RoleSuffixes = RoleSuffixes(), severities: [String: Severity] = [:], allowedSuperclasses: Set<String> = []) {
        self.roles = roles
        self.severities = severities
        self.allowedSuperclasses = allowedSuperclasses
    }

    /// The role of a type called `name`.
    public func role(of name: String) -> Role? {
        roles.role(of: name)
    }
}
