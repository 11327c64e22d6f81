extension RuleRegistry {
    /// The description of the rule a person named, in any case and with `-` or spaces for `_`:
    /// `Final-Component` finds `final_component`.
    public static func description(named name: String) -> RuleDescription? {
        rule(identifier: TypedName.normalized(name, separator: "_"))?.description
    }
}
