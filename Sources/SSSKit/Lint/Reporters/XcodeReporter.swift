/// One line per finding in the format Xcode and SwiftLint users read:
/// `/path/File.swift:12:7: error: Final Component Violation: reason (final_component)`.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let summary = "One line per finding, as Xcode shows build diagnostics (the default)."

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in findings {
            output += line(for: finding)
            for related in finding.related {
                output += "\(related.path):\(related.position.line):\(related.position.column): note: \(related.message)\n"
            }
        }
        return output
    }

    func line(for finding: Finding) -> String {
        let position = finding.position
        return "\(finding.path):\(position.line):\(position.column): \(finding.severity.rawValue): "
            + "\(finding.ruleName) Violation: \(finding.reason) (\(finding.ruleID))\n"
    }
}
