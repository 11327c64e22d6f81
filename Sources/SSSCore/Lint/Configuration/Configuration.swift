/// What `.sss.yml` asks of `sss lint`, with every default filled in.
///
/// Two configurations are equal when they make `sss lint` behave the same way on the same files,
/// which is what `sss config` relies on: its output reads back into an equal configuration.
public struct Configuration: Sendable, Equatable {
    /// The architecture the codebase follows: it picks the rules that run by default and the roles.
    public var architecture: Architecture
    /// Paths or globs to lint when the command line names none; empty means the current folder.
    public var included: [String]
    /// Paths or globs that are never linted; they win over `included`.
    public var excluded: [String]
    /// Rules that do not run.
    public var disabledRules: [String]
    /// Opt-in rules that run.
    public var optInRules: [String]
    /// When not empty, exactly these rules run, and `disabledRules` and `optInRules` must be empty.
    public var onlyRules: [String]
    /// Which name suffixes give a type its role.
    public var roles: RoleSuffixes
    /// The settings of every known rule, by identifier.
    public var rules: [String: RuleConfiguration]

    public init(
        architecture: Architecture = .default,
        included: [String] = [],
        excluded: [String] = [],
        disabledRules: [String] = [],
        optInRules: [String] = [],
        onlyRules: [String] = [],
        roles: RoleSuffixes = RoleSuffixes(),
        rules: [String: RuleConfiguration] = [:]
    ) {
        self.architecture = architecture
        self.included = included
        self.excluded = excluded
        self.disabledRules = disabledRules
        self.optInRules = optInRules
        self.onlyRules = onlyRules
        self.roles = roles
        var all: [String: RuleConfiguration] = [:]
        for description in RuleRegistry.descriptions {
            all[description.identifier] = rules[description.identifier] ?? RuleConfiguration(severity: description.defaultSeverity)
        }
        self.rules = all
    }

    /// Whether the rule with this identifier runs: a rule of the configuration's architecture that is
    /// not opt-in runs unless disabled; any other rule runs when opted in to.
    public func isEnabled(_ identifier: String) -> Bool {
        if !onlyRules.isEmpty { return onlyRules.contains(identifier) }
        if disabledRules.contains(identifier) { return false }
        guard let rule = RuleRegistry.rule(identifier: identifier) else { return false }
        return rule.description.runsByDefault(in: architecture) || optInRules.contains(identifier)
    }

    /// The rules that run, in the registry's order.
    package var enabledRules: [any Rule.Type] {
        RuleRegistry.all.filter { isEnabled($0.description.identifier) }
    }

    /// The settings of one rule; a rule the registry does not know gets an error severity and no options.
    public func rule(_ identifier: String) -> RuleConfiguration {
        rules[identifier] ?? RuleConfiguration(severity: .error)
    }

    /// What the rules are made from: roles, severities and rule options.
    package var lintSettings: LintSettings {
        LintSettings(roles: roles, severities: rules.mapValues(\.severity), options: rules.mapValues(\.options).filter { !$0.value.isEmpty })
    }
}
