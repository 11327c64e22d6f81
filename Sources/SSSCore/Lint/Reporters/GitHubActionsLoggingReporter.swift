/// Workflow commands that GitHub Actions turns into annotations on the pull request:
/// `::error file=Sources/LoginView.swift,line=12,col=7::reason (final_component)`. Stale baseline
/// entries follow, located in the baseline file, so that CI shows them beside the findings.
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
        for entry in context.staleBaselineEntries {
            output += Self.annotation(for: entry, context: context)
        }
        return output
    }

    /// `::warning file=sss-baseline.json,line=10,col=5::stale baseline entry: …; 'sss baseline prune sss-baseline.json' removes it`
    static func annotation(for entry: Diagnostic, context: ReportContext) -> String {
        var properties: [String] = []
        if let path = entry.path {
            properties.append("file=" + escapeProperty(context.relativePath(path)))
        }
        if let position = entry.location?.lineColumn {
            properties += ["line=\(position.line)", "col=\(position.column)"]
        }
        let prune = entry.path.map { "; 'sss baseline prune \($0)' removes it" } ?? ""
        let head = properties.isEmpty ? "" : " " + properties.joined(separator: ",")
        return "::\(command(for: entry.severity))\(head)::\(escapeData(entry.message + prune))\n"
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
        text.replacingScalars { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
    }

    /// A property value, which must also encode the `,` and `:` that separate properties.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingScalars { scalar in
            switch scalar {
            case ",": "%2C"
            case ":": "%3A"
            default: nil
            }
        }
    }
}
