/// Workflow commands that GitHub Actions turns into annotations on the pull request:
/// `::error file=Sources/LoginView.swift,line=12,col=7::reason (final_component)`.
public struct GitHubActionsLoggingReporter: Reporter {
    public static let identifier = "github-actions-logging"
    public static let summary = "GitHub Actions workflow commands, shown as annotations on pull requests."

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in findings {
            let path = Self.escapeProperty(context.relativePath(finding.path))
            let message = Self.escapeData("\(finding.reason) (\(finding.ruleID))")
            output += "::\(Self.command(for: finding.severity)) file=\(path),"
                + "line=\(finding.position.line),col=\(finding.position.column)::\(message)\n"
        }
        return output
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A message with `%` and line breaks encoded, so one command stays on one line.
    static func escapeData(_ text: String) -> String {
        var output = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    /// A property value, which must also encode the `,` and `:` that separate properties.
    static func escapeProperty(_ text: String) -> String {
        var output = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ",": output += "%2C"
            case ":": output += "%3A"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }
}
