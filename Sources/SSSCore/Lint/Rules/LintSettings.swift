/// What the rules need to know from configuration: roles, severities and per-rule options.
public struct LintSettings: Sendable {
    /// Which suffixes give a type its role.
    public var roles: RoleSuffixes
    /// Severities that replace rules' defaults, by rule identifier.
    public var severities: [String: Severity]
    /// The values the configuration gives rules' options (``RuleDescription/options``), by rule
    /// identifier, then by the option's key.
    public var options: [String: [String: [String]]]

    public init(roles: RoleSuffixes = RoleSuffixes(), severities: [String: Severity] = [:], options: [String: [String: [String]]] = [:]) {
        self.roles = roles
        self.severities = severities
        self.options = options
    }

    /// The value of `option` for the rule `identifier`: the configuration's, else the option's default.
    public func value(of option: RuleOption, forRule identifier: String) -> [String] {
        options[identifier]?[option.key] ?? option.defaultValue
    }

    /// The role of a type called `name`.
    public func role(of name: String) -> Role? {
        roles.role(of: name)
    }
}
