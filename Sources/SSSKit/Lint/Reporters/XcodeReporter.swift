/// One line per finding in the format Xcode and SwiftLint users read:
/// `/path/File.swift:12:7: error: Final Component Violation: reason (final_component)`.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let summary = "One line per finding, as Xcode shows build diagnostics (the default)."

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        report(findings) { $0 }
    }

    /// The report with every path, related ones included, passed through `displayPath` first and
    /// then made printable on one line (see ``Path/printable(_:)``).
    func report(_ findings: [Finding], displayPath: (String) -> String) -> String {
        var output = ""
        for finding in findings {
            output += line(for: finding, path: Path.printable(displayPath(finding.path)))
            for related in finding.related {
                let position = related.position
                output += "\(Path.printable(displayPath(related.path))):\(position.line):\(position.column): note: \(related.message)\n"
            }
        }
        return output
    }

    private func line(for finding: Finding, path: String) -> String {
        let position = finding.position
        return "\(path):\(position.line):\(position.column): \(finding.severity.rawValue): "
            + "\(finding.ruleName) Violation: \(finding.reason) (\(finding.ruleID))\n"
    }
}
