import SSSCore

extension LintFrontend {
    /// One line per rule that has findings, most findings first (then by identifier), each pointing at
    /// the rule's page: `  final_component: 3 (sss rules final_component)`. Empty without findings.
    static func ruleCounts(_ findings: [Finding]) -> String {
        var counts: [String: Int] = [:]
        for finding in findings {
            counts[finding.ruleID, default: 0] += 1
        }
        let ordered = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return ordered.map { identifier, count in
            let pointer = RuleRegistry.pageCommand(for: identifier).map { " (\($0))" } ?? ""
            return "  \(identifier): \(count)\(pointer)\n"
        }.joined()
    }
}
