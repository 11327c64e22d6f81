/// What the rules need to know from configuration: roles, severities and per-rule options.
package struct LintSettings: Sendable {
    /// Which suffixes give a type its role.
    package var roles: RoleSuffixes
    /// Severities that replace rules' defaults, by rule identifier.
    package var severities: [String: Severity]
    /// The values the configuration gives rules' options (``RuleDescription/options``), by rule
    /// identifier, then by the option's key.
    package var options: [String: [String: [String]]]

    package init(roles: RoleSuffixes = RoleSuffixes(), severities: [String: Severity] = [:], options: [String: [String: [String]]] = [:]) {
        self.roles = roles
        self.severities = severities
        self.options = options
    }

    /// The value of `option` for the rule `identifier`: the configuration's, else the option's default.
    package func value(of option: RuleOption, forRule identifier: String) -> [String] {
        options[identifier]?[option.key] ?? option.defaultValue
    }

    /// The role of a type called `name`.
    package func role(of name: String) -> Role? {
        roles.role(of: name)
    }
}
