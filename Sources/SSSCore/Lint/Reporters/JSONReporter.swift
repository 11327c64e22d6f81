/// A JSON array of findings with the keys SwiftLint's JSON reporter uses, so existing tooling reads it,
/// plus `help`: the command that prints the rule's page (left out for findings without one).
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "A JSON array with SwiftLint's keys (file, line, character, severity, type, rule_id, reason) and help."

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let values = findings.map { finding -> JSON in
            var members: [(String, JSON)] = [
                ("character", .int(finding.position.column)),
                ("file", .string(finding.path)),
                ("line", .int(finding.position.line)),
                ("reason", .string(finding.reason)),
                ("rule_id", .string(finding.ruleID)),
                ("severity", .string(finding.severity == .error ? "Error" : "Warning")),
                ("type", .string(finding.ruleName)),
            ]
            if let help = RuleRegistry.pageCommand(for: finding.ruleID) { members.append(("help", .string(help))) }
            return .object(members)
        }
        return JSONWriter(pretty: true, sortsKeys: true).write(.array(values)) + "\n"
    }
}
