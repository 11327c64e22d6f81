/// The rule book in Markdown, as `sss rules --markdown DIR` writes it: an index (`README.md`) with a
/// table of every rule and one page per rule, `<identifier>.md`.
public enum RuleBook {
    public static let indexFileName = "README.md"

    /// Every file of the book, the index first, then the rules in registry order.
    public static func files(rules: [RuleDescription] = RuleRegistry.descriptions) -> [PlannedFile] {
        let renderer = MarkdownPageRenderer()
        return [PlannedFile(path: indexFileName, contents: index(rules: rules))]
            + rules.map { PlannedFile(path: pageFileName($0), contents: renderer.render(RulePage.page(for: $0))) }
    }

    public static func pageFileName(_ rule: RuleDescription) -> String {
        rule.identifier + ".md"
    }

    /// A Markdown table of the rules, each identifier linking to `<linkPrefix><identifier>.md`.
    public static func table(rules: [RuleDescription] = RuleRegistry.descriptions, linkPrefix: String = "") -> String {
        var text = "| Rule | Name | Architecture | Default severity | Enabled | Scope |\n| --- | --- | --- | --- | --- | --- |\n"
        for rule in rules {
            let link = "[`\(rule.identifier)`](\(linkPrefix)\(pageFileName(rule)))"
            let architectures = RuleListing.architectures(of: rule).split(separator: ",").joined(separator: ", ")
            text += "| \(link) | \(rule.name) | \(architectures) | \(rule.defaultSeverity.rawValue) | \(rule.isOptIn ? "opt-in" : "by default") | \(rule.scope.rawValue) |\n"
        }
        return text
    }

    static func index(rules: [RuleDescription]) -> String {
        let page = Page([
            .title("Rules"),
            .paragraph("""
                The architecture rules `sss lint` checks. Each page says what its rule finds, why it \
                matters and how to fix a finding, with examples that the test suite of `sss` runs.
                """),
            .paragraph("""
                Each rule belongs to the rule set of one or more architectures (the `architecture` of \
                `.sss.yml`, `ssa` by default) and runs by default in their codebases; in others it runs only \
                when listed under `opt_in_rules`, as opt-in rules do everywhere. Rules whose scope is \
                `codebase` look at what other files declare, so they need the whole codebase in one run.
                """),
        ])
        return MarkdownPageRenderer().render(page) + "\n" + table(rules: rules) + "\n"
            + "Written by `sss rules --markdown <dir>`; regenerate the pages rather than editing them.\n"
    }
}
