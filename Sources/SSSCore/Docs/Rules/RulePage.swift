/// The page of one rule, for `sss rules ID` and the Markdown rule book.
///
/// The examples are the rule's own ``RuleDescription`` values, the ones the test suite runs, shown
/// with their `↓` markers.
public enum RulePage {
    public static func page(for rule: RuleDescription) -> Page {
        var page = Page([
            .title(rule.name),
            .paragraph(rule.summary),
            .definitions(properties(of: rule)),
            .heading("Why"),
        ])
        page.append(contentsOf: PageBlock.prose(rule.rationale))
        page.append(.paragraph(seeAlso(rule.topic)))
        page.append(.heading("How to fix"))
        page.append(contentsOf: PageBlock.prose(rule.fix))
        if !rule.options.isEmpty {
            page.append(.heading("Options"))
            page.append(.paragraph("Set in the rule's section of `.sss.yml`, next to `severity` and `excluded`."))
            page.append(.list(rule.options.map(optionText)))
        }
        page.append(.heading("Triggering examples"))
        page.append(.paragraph("`↓` marks each place the rule reports."))
        page.append(contentsOf: rule.triggeringExamples.map(block))
        page.append(.heading("Non-triggering examples"))
        page.append(contentsOf: rule.nonTriggeringExamples.map(block))
        return page
    }

    static func properties(of rule: RuleDescription) -> [Definition] {
        [
            Definition("Identifier", rule.identifier),
            Definition("Default severity", rule.defaultSeverity.rawValue),
            Definition("Architecture", architectureText(rule)),
            Definition("Enabled", enabledText(rule)),
            Definition("Scope", scopeText(rule.scope)),
        ]
    }

    /// `` `key` `` (its kind, its default): what it does.
    static func optionText(_ option: RuleOption) -> String {
        let defaultValue = "[" + option.defaultValue.joined(separator: ", ") + "]"
        return "`\(option.key)` (\(option.kind.title), default `\(defaultValue)`): \(option.documentation)"
    }

    static func enabledText(_ rule: RuleDescription) -> String {
        if rule.isOptIn { return "opt-in: runs only when listed under `opt_in_rules` in `.sss.yml`" }
        if Set(rule.architectures) == Set(Architecture.allCases) { return "by default" }
        if rule.architectures.count > 1 {
            return "by default in codebases of the architectures above; in others when listed under `opt_in_rules`"
        }
        return "by default in codebases of the architecture above; in others when listed under `opt_in_rules`"
    }

    /// The architectures whose rule set holds the rule, with the `architecture:` value of each.
    static func architectureText(_ rule: RuleDescription) -> String {
        if Set(rule.architectures) == Set(Architecture.allCases) { return "every architecture" }
        return rule.architectures.map { "\($0.title) (`architecture: \($0.rawValue)`)" }.joined(separator: ", ")
    }

    static func scopeText(_ scope: RuleScope) -> String {
        switch scope {
        case .file: "one file at a time"
        case .codebase: "the whole codebase (it uses what other files declare)"
        }
    }

    /// The pointer to the guide page that explains the principle behind the rule.
    static func seeAlso(_ topicIdentifier: String) -> String {
        let title = Guide.topic(topicIdentifier).map { " (\($0.title))" } ?? ""
        return "See also: `sss docs \(topicIdentifier)`\(title)."
    }

    private static func block(for example: RuleExample) -> PageBlock {
        example.otherFiles.isEmpty
            ? .code(example.code, language: "swift")
            : .files([example.code] + example.otherFiles, language: "swift")
    }
}
