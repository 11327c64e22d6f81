/// Checkstyle XML, read by Jenkins, Danger, reviewdog and most code review tools: one `<file>` per file
/// with findings, one `<error>` per finding.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public static let summary = "Checkstyle XML, for tools such as Jenkins, Danger and reviewdog."

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (path, findingsInFile) in Self.groupedByFile(findings) {
            output += "\t<file name=\"\(XMLEscaping.escape(path))\">\n"
            for finding in findingsInFile {
                output += "\t\t" + element(for: finding) + "\n"
            }
            output += "\t</file>\n"
        }
        return output + "</checkstyle>\n"
    }

    private func element(for finding: Finding) -> String {
        "<error line=\"\(finding.position.line)\" column=\"\(finding.position.column)\" "
            + "severity=\"\(Self.severity(finding.severity))\" message=\"\(XMLEscaping.escape(finding.reason))\" "
            + "source=\"sss.rules.\(XMLEscaping.escape(finding.ruleID))\"/>"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }

    /// The findings per file, files in the order they first appear (sorted input gives sorted files).
    static func groupedByFile(_ findings: [Finding]) -> [(path: String, findings: [Finding])] {
        var groups: [(path: String, findings: [Finding])] = []
        var indexByPath: [String: Int] = [:]
        for finding in findings {
            if let index = indexByPath[finding.path] {
                groups[index].findings.append(finding)
            } else {
                indexByPath[finding.path] = groups.count
                groups.append((finding.path, [finding]))
            }
        }
        return groups
    }
}
