/// Counts of findings per rule and per architectural role, with totals, as two aligned tables.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"
    public static let summary = "Counts of findings per rule and per role, with totals."

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        ruleTable(findings).render() + "\n" + roleTable(findings).render()
    }

    private func ruleTable(_ findings: [Finding]) -> TextTable {
        var counts: [RuleKey: Int] = [:]
        for finding in findings {
            counts[RuleKey(ruleID: finding.ruleID, severity: finding.severity), default: 0] += 1
        }
        var table = TextTable([.left, .left, .right])
        table.append(["rule", "severity", "findings"])
        for key in counts.keys.sorted() {
            table.append([key.ruleID, key.severity.rawValue, String(counts[key] ?? 0)])
        }
        table.append(["total", "", String(findings.count)])
        return table
    }

    private func roleTable(_ findings: [Finding]) -> TextTable {
        var counts: [Role: Int] = [:]
        var withoutRole = 0
        for finding in findings {
            if let role = finding.role {
                counts[role, default: 0] += 1
            } else {
                withoutRole += 1
            }
        }
        var table = TextTable([.left, .right])
        table.append(["role", "findings"])
        for role in counts.keys.sorted() {
            table.append([role.rawValue, String(counts[role] ?? 0)])
        }
        if withoutRole > 0 { table.append(["(no role)", String(withoutRole)]) }
        table.append(["total", String(findings.count)])
        return table
    }

    /// One row of the rule table: a rule at one severity (configuration can change a rule's severity).
    private struct RuleKey: Hashable, Comparable {
        let ruleID: String
        let severity: Severity

        static func < (lhs: RuleKey, rhs: RuleKey) -> Bool {
            lhs.ruleID != rhs.ruleID ? lhs.ruleID < rhs.ruleID : lhs.severity > rhs.severity
        }
    }
}
