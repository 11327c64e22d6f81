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
    ///
    /// The lines are written as UTF-8 bytes and made a string once: a legacy codebase can have tens of
    /// thousands of findings, and building each line as a string of its own costs several times more.
    func report(_ findings: [Finding], displayPath: (String) -> String) -> String {
        var output: [UInt8] = []
        for finding in findings {
            Self.appendLocation(Path.printable(displayPath(finding.path)), finding.position, to: &output)
            output += " \(finding.severity.rawValue): ".utf8
            output += finding.ruleName.utf8
            output += " Violation: ".utf8
            output += finding.reason.utf8
            output += " (".utf8
            output += finding.ruleID.utf8
            output += ")\n".utf8
            for related in finding.related {
                Self.appendLocation(Path.printable(displayPath(related.path)), related.position, to: &output)
                output += " note: ".utf8
                output += related.message.utf8
                output.append(UInt8(ascii: "\n"))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `path:line:column:`
    private static func appendLocation(_ path: String, _ position: LineColumn, to output: inout [UInt8]) {
        output += path.utf8
        output.append(UInt8(ascii: ":"))
        output += String(position.line).utf8
        output.append(UInt8(ascii: ":"))
        output += String(position.column).utf8
        output.append(UInt8(ascii: ":"))
    }
}
