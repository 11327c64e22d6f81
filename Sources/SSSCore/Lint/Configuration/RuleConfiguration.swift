/// The settings of one rule.
public struct RuleConfiguration: Sendable, Equatable {
    public var severity: Severity
    /// Paths or globs of files the rule does not report in.
    public var excluded: [String]
    /// For `custom_class_inheritance`: superclasses it accepts although the codebase declares them.
    public var allowedSuperclasses: [String]

    public init(severity: Severity, excluded: [String] = [], allowedSuperclasses: [String] = []) {
        self.severity = severity
        self.excluded = excluded
        self.allowedSuperclasses = allowedSuperclasses
    }

    /// The severities a configuration may give a rule.
    public static let severities: [Severity] = [.warning, .error]

    /// The keys every rule section accepts.
    public static let commonKeys = ["severity", "excluded"]

    /// The keys only some rules accept, by rule identifier.
    public static let optionKeys: [String: [String]] = [
        CustomClassInheritanceRule.description.identifier: ["allowed_superclasses"],
    ]

    /// Every key the section of the rule `identifier` accepts.
    public static func keys(for identifier: String) -> [String] {
        commonKeys + (optionKeys[identifier] ?? [])
    }
}
