/// The settings of one rule.
public struct RuleConfiguration: Sendable, Equatable {
    public var severity: Severity
    /// Paths or globs of files the rule does not report in.
    public var excluded: [String]
    /// The values given to the rule's options (``RuleDescription/options``), by key; an option left out
    /// takes its default, and a value equal to the default is left out.
    public var options: [String: [String]]

    public init(severity: Severity, excluded: [String] = [], options: [String: [String]] = [:]) {
        self.severity = severity
        self.excluded = excluded
        self.options = options
    }

    /// The severities a configuration may give a rule.
    public static let severities: [Severity] = [.warning, .error]

    /// The keys every rule section accepts.
    public static let commonKeys = ["severity", "excluded"]

    /// Every key the section of the rule `identifier` accepts: the common ones and the rule's options.
    public static func keys(for identifier: String) -> [String] {
        commonKeys + (RuleRegistry.rule(identifier: identifier)?.description.options.map(\.key) ?? [])
    }

    /// The identifiers of the rules with an option called `key`, sorted.
    static func rules(withOption key: String) -> [String] {
        RuleRegistry.descriptions.filter { $0.options.contains { $0.key == key } }.map(\.identifier).sorted()
    }
}
