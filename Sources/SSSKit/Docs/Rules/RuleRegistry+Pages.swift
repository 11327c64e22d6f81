extension RuleRegistry {
    /// The command that prints the page of the rule `identifier`, such as `sss rules final_component`;
    /// `nil` for identifiers without a page (findings of the linter itself rather than of a rule).
    public static func pageCommand(for identifier: String) -> String? {
        rule(identifier: identifier) == nil ? nil : "sss rules \(identifier)"
    }
}
