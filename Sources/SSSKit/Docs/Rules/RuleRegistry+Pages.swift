extension RuleRegistry {
    /// The command that prints the page of the rule `identifier`, such as `sss rules final_component`;
    /// `nil` for identifiers without a page (findings of the linter itself rather than of a rule).
    public static func pageCommand(for identifier: String) -> String? {
        rule(identifier: identifier) == nil ? nil : "sss rules \(identifier)"
    }

    /// The description of the rule a person named, in any case and with `-` or spaces for `_`:
    /// `Final-Component` finds `final_component`.
    public static func description(named name: String) -> RuleDescription? {
        rule(identifier: TypedName.normalized(name, separator: "_"))?.description
    }
}
