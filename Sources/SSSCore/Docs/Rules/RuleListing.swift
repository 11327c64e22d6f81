/// The rule table of `sss rules`: each rule's identity and defaults, as aligned columns, tab-separated
/// lines or JSON.
package struct RuleListing {
    package let rules: [RuleDescription]
    /// Whether the current configuration runs a rule. When given, the listing gains an `ENABLED`
    /// column (and an `enabled` key in JSON); without it, the listing shows defaults only.
    package let isEnabled: ((RuleDescription) -> Bool)?

    package init(rules: [RuleDescription] = RuleRegistry.descriptions, isEnabled: ((RuleDescription) -> Bool)? = nil) {
        self.rules = rules
        self.isEnabled = isEnabled
    }

    package var header: [String] {
        ["ID", "NAME", "SEVERITY", "DEFAULT", "ARCHITECTURE", "SCOPE"] + (isEnabled == nil ? [] : ["ENABLED"])
    }

    /// The cells of one row, in the order of ``header``.
    package func cells(for rule: RuleDescription) -> [String] {
        var cells = [rule.identifier, rule.name, rule.defaultSeverity.rawValue, rule.isOptIn ? "opt-in" : "on", Self.architectures(of: rule), rule.scope.rawValue]
        if let isEnabled { cells.append(isEnabled(rule) ? "yes" : "no") }
        return cells
    }

    /// The rules laid out to fit `width` columns of a terminal. When it fits, a table with every
    /// column under a header (bold when `style` is on); when it does not, the same table without the
    /// NAME column, which only spells out the id; when even that is too wide, two lines a rule: its
    /// id, then its other cells in words, wrapped to the width.
    package func alignedTable(style: TextStyle, width: Int = .max) -> String {
        let columns = Array(header.indices)
        for candidate in [columns, columns.filter { header[$0] != "NAME" }] {
            let lines = tableLines(columns: candidate)
            if lines.allSatisfy({ DisplayWidth.of($0) <= width }), let first = lines.first {
                return ([style.bold(first)] + lines.dropFirst()).map { $0 + "\n" }.joined()
            }
        }
        return stacked(style: style, width: width)
    }

    private func tableLines(columns: [Int]) -> [String] {
        var table = TextTable(columns.map { _ in .left })
        table.append(columns.map { header[$0] })
        for rule in rules {
            let cells = cells(for: rule)
            table.append(columns.map { cells[$0] })
        }
        return table.render().split(separator: "\n").map(String.init)
    }

    /// Each rule's id on a line of its own, followed by its defaults in words, indented.
    private func stacked(style: TextStyle, width: Int) -> String {
        let wrapper = TextWrapper(width: width)
        return rules.map { rule in
            var facts = [
                rule.defaultSeverity.rawValue,
                rule.isOptIn ? "opt-in" : "on by default",
                Self.architectures(of: rule) == "all" ? "every architecture" : Self.architectures(of: rule),
                "\(rule.scope.rawValue) scope",
            ]
            if let isEnabled { facts.append(isEnabled(rule) ? "enabled: yes" : "enabled: no") }
            let details = wrapper.wrap(facts.joined(separator: ", "), indent: "  ")
            return ([style.bold(rule.identifier)] + details).map { $0 + "\n" }.joined()
        }.joined()
    }

    /// The architectures whose rule set holds `rule`, by their `architecture:` values (`ssa,elements`),
    /// or `all`.
    package static func architectures(of rule: RuleDescription) -> String {
        Set(rule.architectures) == Set(Architecture.allCases) ? "all" : rule.architectures.map(\.rawValue).joined(separator: ",")
    }

    /// One line per rule with tab-separated cells and no header, for `cut`, `awk` and scripts.
    package func tabSeparated() -> String {
        rules.map { cells(for: $0).joined(separator: "\t") + "\n" }.joined()
    }

    /// An array with one object per rule.
    package func json() -> JSON {
        .array(rules.map { rule in
            var members = Self.members(of: rule)
            if let isEnabled { members.append(("enabled", .bool(isEnabled(rule)))) }
            return .object(members)
        })
    }

    /// One rule's object with its documentation and examples (markers included), for `sss rules ID --format json`.
    package static func detailedJSON(_ rule: RuleDescription) -> JSON {
        .object(members(of: rule) + [
            ("rationale", .string(rule.rationale)),
            ("fix", .string(rule.fix)),
            ("options", .array(rule.options.map(json))),
            ("triggering_examples", .array(rule.triggeringExamples.map(json))),
            ("non_triggering_examples", .array(rule.nonTriggeringExamples.map(json))),
        ])
    }

    private static func members(of rule: RuleDescription) -> [(String, JSON)] {
        [
            ("identifier", .string(rule.identifier)),
            ("name", .string(rule.name)),
            ("default_severity", .string(rule.defaultSeverity.rawValue)),
            ("opt_in", .bool(rule.isOptIn)),
            ("architectures", .array(rule.architectures.map { .string($0.rawValue) })),
            ("scope", .string(rule.scope.rawValue)),
            ("summary", .string(rule.summary)),
            ("topic", .string(rule.topic)),
        ]
    }

    private static func json(_ option: RuleOption) -> JSON {
        .object([
            ("key", .string(option.key)), ("kind", .string(option.kind.rawValue)),
            ("default", .array(option.defaultValue.map(JSON.string))), ("documentation", .string(option.documentation)),
        ])
    }

    private static func json(_ example: RuleExample) -> JSON {
        .object([("code", .string(example.code)), ("other_files", .array(example.otherFiles.map(JSON.string)))])
    }
}
