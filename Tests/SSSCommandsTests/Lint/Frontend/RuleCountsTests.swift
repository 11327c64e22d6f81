import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

/// The lines under the lint summary that count findings per rule and point at each rule's page.
struct RuleCountsTests {
    @Test func countsMostFindingsFirstAndPointsAtEachRulesPage() {
        let findings = ["weak_rendering", "final_component", "assembler_kind", "configuration_problem", "weak_rendering", "assembler_kind"]
            .map { Finding(ruleID: $0, ruleName: $0, severity: .warning, reason: "r", path: "/A.swift", position: LineColumn(line: 1, column: 1)) }
        #expect(LintFrontend.ruleCounts(findings) == """
              assembler_kind: 2 (sss rules assembler_kind)
              weak_rendering: 2 (sss rules weak_rendering)
              configuration_problem: 1
              final_component: 1 (sss rules final_component)

            """)
        #expect(LintFrontend.ruleCounts([]).isEmpty)
    }
}
