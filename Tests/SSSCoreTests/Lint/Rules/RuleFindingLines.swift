import SSSCore
import SSSTestSupport

/// The findings of the rules whose identifiers start with `prefix` on one file holding `source`, a
/// line each in source order: place, severity, rule, role and reason.
enum RuleFindingLines {
    static func of(rulesPrefixed prefix: String, expectedCount: Int, in source: String) throws -> [String] {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/app")
        try fileSystem.writeFile(Array(source.utf8), atPath: "/app/Feature.swift")
        let settings = LintSettings()
        let rules = RuleRegistry.all.filter { $0.description.identifier.hasPrefix(prefix) }
        guard rules.count == expectedCount else { return ["\(rules.count) rules start with '\(prefix)', not \(expectedCount)"] }
        let run = Linter(rules: rules.map { $0.init(settings: settings) }, settings: settings)
            .lint(paths: ["/app/Feature.swift"], fileSystem: fileSystem)
        return run.findings
            .sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
            .map { "\($0.position.line):\($0.position.column) \($0.severity.rawValue) \($0.ruleID) [\($0.role?.rawValue ?? "-")] \($0.reason)" }
    }
}
