/// JUnit XML in the shape SwiftLint writes, for CI systems that show test results: one suite, one
/// failing test case per finding. As in SwiftLint, `failures` counts warnings and `errors` counts errors.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML, one failing test case per finding, for CI test result pages."

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let counts = "tests=\"\(findings.count)\" failures=\"\(findings.count - errors)\" errors=\"\(errors)\""
        var output = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        output += "<testsuites name=\"sss\" \(counts)>\n"
        output += "\t<testsuite name=\"sss lint\" \(counts)>\n"
        for finding in findings {
            output += testCase(for: finding)
        }
        output += "\t</testsuite>\n</testsuites>\n"
        return output
    }

    private func testCase(for finding: Finding) -> String {
        let position = "\(finding.path):\(finding.position.line):\(finding.position.column)"
        let text = "\(position): \(finding.severity.rawValue): \(finding.ruleName) Violation: "
            + "\(finding.reason) (\(finding.ruleID))"
        return "\t\t<testcase classname=\"sss.rules.\(XMLEscaping.escape(finding.ruleID))\" "
            + "name=\"\(XMLEscaping.escape(position))\">\n"
            + "\t\t\t<failure message=\"\(XMLEscaping.escape(finding.reason))\" "
            + "type=\"\(finding.severity.rawValue)\">\(XMLEscaping.escape(text))</failure>\n"
            + "\t\t</testcase>\n"
    }
}
