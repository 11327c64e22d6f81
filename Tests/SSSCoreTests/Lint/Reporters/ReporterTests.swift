import Testing
import SSSCore
import SSSTestSupport

struct ReporterTests {
    let findings = [
        Finding(
            ruleID: "custom_class_inheritance",
            ruleName: "Custom Class Inheritance",
            severity: .error,
            reason: "'LoginView' inherits from 'BaseView', a class of this codebase",
            path: "/app/LoginView.swift",
            position: LineColumn(line: 3, column: 13),
            related: [RelatedLocation(path: "/app/BaseView.swift", position: LineColumn(line: 1, column: 7), message: "'BaseView' is declared here")]
        ),
        Finding(
            ruleID: "component_conformance",
            ruleName: "Component Conformance",
            severity: .warning,
            reason: "'LoginInteraction' conforms to no …Interacting protocol",
            path: "/app/LoginInteraction.swift",
            position: LineColumn(line: 1, column: 13)
        ),
    ]

    @Test func xcodeReporterWritesOneLinePerFindingWithNotes() {
        #expect(XcodeReporter().report(findings, context: ReportContext()) == """
            /app/LoginView.swift:3:13: error: Custom Class Inheritance Violation: 'LoginView' inherits from 'BaseView', a class of this codebase (custom_class_inheritance)
            /app/BaseView.swift:1:7: note: 'BaseView' is declared here
            /app/LoginInteraction.swift:1:13: warning: Component Conformance Violation: 'LoginInteraction' conforms to no …Interacting protocol (component_conformance)

            """)
    }

    @Test func xcodeReporterKeepsTextAsWrittenAndEscapesOnlyThePath() {
        let finding = Finding(
            ruleID: "weak_rendering",
            ruleName: "Weak Rendering",
            severity: .error,
            reason: "'ÉcranView' is held strongly 🦊",
            path: "/app/Écran\nView.swift",
            position: LineColumn(line: 12_345, column: 100),
            related: [RelatedLocation(path: "/app/Ünïcode.swift", position: LineColumn(line: 7, column: 1), message: "déclaré ici")]
        )
        #expect(XcodeReporter().report([finding], context: ReportContext()) == """
            /app/Écran\\nView.swift:12345:100: error: Weak Rendering Violation: 'ÉcranView' is held strongly 🦊 (weak_rendering)
            /app/Ünïcode.swift:7:1: note: déclaré ici

            """)
    }

    @Test func jsonReporterUsesSwiftLintsKeysAndPointsAtTheRulesPage() {
        #expect(JSONReporter().report(Array(findings.suffix(1)), context: ReportContext()) == """
            [
              {
                "character" : 13,
                "file" : "/app/LoginInteraction.swift",
                "help" : "sss rules component_conformance",
                "line" : 1,
                "reason" : "'LoginInteraction' conforms to no …Interacting protocol",
                "rule_id" : "component_conformance",
                "severity" : "Warning",
                "type" : "Component Conformance"
              }
            ]

            """)
        #expect(JSONReporter().report([], context: ReportContext()) == "[]\n")
    }

    @Test func jsonReporterLeavesOutTheHelpOfAFindingWithoutARulePage() {
        let finding = Finding(
            ruleID: "unknown_rule_id",
            ruleName: "Unknown Rule ID",
            severity: .warning,
            reason: "a finding of the linter itself",
            path: "/app/A.swift",
            position: LineColumn(line: 2, column: 1)
        )
        let report = JSONReporter().report([finding], context: ReportContext())
        #expect(report.contains("\"rule_id\" : \"unknown_rule_id\""))
        #expect(!report.contains("\"help\""))
    }
}
