/// Every reporter `sss lint --reporter` accepts, found by identifier.
public enum ReporterRegistry {
    /// All reporter types, in the order help lists them.
    public static var all: [any Reporter.Type] {
        [
            XcodeReporter.self,
            RelativePathReporter.self,
            JSONReporter.self,
            SARIFReporter.self,
            GitHubActionsLoggingReporter.self,
            CheckstyleReporter.self,
            JUnitReporter.self,
            SummaryReporter.self,
        ]
    }

    /// The reporter used when none is named.
    public static let defaultIdentifier = XcodeReporter.identifier

    public static var identifiers: [String] {
        all.map { $0.identifier }
    }

    /// A new reporter called `identifier`, or `nil` when there is none.
    public static func reporter(named identifier: String) -> (any Reporter)? {
        all.first { $0.identifier == identifier }.map { $0.init() }
    }

    /// A new reporter called `identifier`; otherwise an error that suggests the nearest name and lists
    /// the known ones.
    public static func lookup(_ identifier: String) throws(DiagnosticError) -> any Reporter {
        if let reporter = reporter(named: identifier) { return reporter }
        let hint = Suggestion.hint(for: identifier, in: identifiers)
        throw DiagnosticError(.error(
            "unknown reporter '\(identifier)'\(hint)",
            notes: [.note("available reporters: \(identifiers.joined(separator: ", "))")]
        ))
    }

    /// One line per reporter, its identifier then its summary, aligned for a help page.
    public static var helpText: String {
        let width = (identifiers.map(\.count).max() ?? 0) + 2
        return all.map { type in
            "  " + type.identifier + String(repeating: " ", count: width - type.identifier.count) + type.summary + "\n"
        }.joined()
    }
}
