import Testing
import SSSCore
import SSSTestSupport

struct TextReporterTests {
    let findings = ReporterFixtures.findings
    let context = ReporterFixtures.context

    @Test func relativePathReporterShowsPathsInsideTheBaseRelativeToIt() {
        #expect(RelativePathReporter().report(findings, context: context) == """
            Sources/LoginAssembler.swift:5:9: error: Assembler Single Initializer Violation: 'LoginAssembler.assemble()' creates a second instance (assembler_single_initializer)
            Sources/LoginAssembler.swift:6:9: error: Assembler Single Initializer Violation: 'LoginAssembler.assemble()' creates a third instance (assembler_single_initializer)
            Sources/LoginInteraction.swift:1:13: warning: Component Conformance Violation: 'LoginInteraction' conforms to no …Interacting protocol (component_conformance)
            Sources/LoginView.swift:3:13: error: Custom Class Inheritance Violation: 'LoginView' inherits from 'BaseView', a class of this codebase (custom_class_inheritance)
            Sources/BaseView.swift:1:7: note: 'BaseView' is declared here

            """)
        #expect(RelativePathReporter().report([], context: context) == "")
    }

    @Test func relativePathReporterKeepsPathsOutsideTheBase() {
        let outside = Finding(
            ruleID: "final_component", ruleName: "Final Component", severity: .error, reason: "r",
            path: "/application/A.swift", position: LineColumn(line: 1, column: 2)
        )
        #expect(RelativePathReporter().report([outside], context: context)
            == "/application/A.swift:1:2: error: Final Component Violation: r (final_component)\n")
    }

    @Test func relativePathsAreTakenOnlyInsideTheBaseDirectory() {
        #expect(ReportContext(baseDirectory: "/app/").relativePath("/app/Sources/A.swift") == "Sources/A.swift")
        #expect(ReportContext(baseDirectory: "/app").relativePath("/app/./Sources/../A.swift") == "A.swift")
        #expect(ReportContext(baseDirectory: "/app").relativePath("/application/A.swift") == "/application/A.swift")
        #expect(ReportContext(baseDirectory: "/app").relativePath("/app") == "/app")
        #expect(ReportContext(baseDirectory: "/").relativePath("/A.swift") == "A.swift")
        #expect(ReportContext(baseDirectory: "").relativePath("/app/A.swift") == "/app/A.swift")
        #expect(ReportContext(baseDirectory: ".").relativePath("Sources/A.swift") == "Sources/A.swift")
    }

    @Test func gitHubActionsReporterWritesOneWorkflowCommandPerFinding() {
        #expect(GitHubActionsLoggingReporter().report(findings, context: context) == """
            ::error file=Sources/LoginAssembler.swift,line=5,col=9::'LoginAssembler.assemble()' creates a second instance (assembler_single_initializer)
            ::error file=Sources/LoginAssembler.swift,line=6,col=9::'LoginAssembler.assemble()' creates a third instance (assembler_single_initializer)
            ::warning file=Sources/LoginInteraction.swift,line=1,col=13::'LoginInteraction' conforms to no …Interacting protocol (component_conformance)
            ::error file=Sources/LoginView.swift,line=3,col=13::'LoginView' inherits from 'BaseView', a class of this codebase (custom_class_inheritance)

            """)
        #expect(GitHubActionsLoggingReporter().report([], context: context) == "")
    }

    @Test func gitHubActionsReporterEscapesDataAndProperties() {
        let finding = Finding(
            ruleID: "final_component", ruleName: "Final Component", severity: .note,
            reason: "50% done\r\nnext, a:b::c", path: "/app/a,b:c%d.swift", position: LineColumn(line: 2, column: 1)
        )
        #expect(GitHubActionsLoggingReporter().report([finding], context: context)
            == "::notice file=a%2Cb%3Ac%25d.swift,line=2,col=1::50%25 done%0D%0Anext, a:b::c (final_component)\n")
    }

    @Test func gitHubActionsReporterAnnotatesStaleBaselineEntriesAfterTheFindings() {
        let baseline = SourceFile(path: "/app/ci/baseline.json", text: "{\n  \"entries\" : [\n    {\n")
        var staleContext = context
        staleContext.staleBaselineEntries = [
            Diagnostic(.warning, "stale baseline entry: 'final_component' in A.swift matches no finding", at: SourceLocation(file: baseline, offset: 22)),
            Diagnostic(.error, "stale, 100%", path: "b,c.json"),
            Diagnostic(.warning, "no file"),
        ]
        #expect(GitHubActionsLoggingReporter().report(Array(findings.prefix(1)), context: staleContext) == """
            ::error file=Sources/LoginAssembler.swift,line=5,col=9::'LoginAssembler.assemble()' creates a second instance (assembler_single_initializer)
            ::warning file=ci/baseline.json,line=3,col=5::stale baseline entry: 'final_component' in A.swift matches no finding; 'sss baseline prune /app/ci/baseline.json' removes it
            ::error file=b%2Cc.json::stale, 100%25; 'sss baseline prune b,c.json' removes it
            ::warning::no file

            """)
    }

    @Test func summaryReporterCountsPerRuleAndPerRole() {
        #expect(SummaryReporter().report(findings, context: context) == """
            rule                          severity  findings
            assembler_single_initializer  error            2
            component_conformance         warning          1
            custom_class_inheritance      error            1
            total                                          4

            role         findings
            assembler           2
            interaction         1
            (no role)           1
            total               4

            """)
    }

    @Test func summaryReporterSplitsARuleReportedAtTwoSeverities() {
        var strict = findings[2]
        strict.severity = .error
        let report = SummaryReporter().report([findings[2], strict], context: context)
        #expect(report.hasPrefix("""
            rule                   severity  findings
            component_conformance  error            1
            component_conformance  warning          1
            total                                   2

            """))
    }

    @Test func summaryReporterShowsZeroTotalsWithoutFindings() {
        #expect(SummaryReporter().report([], context: context) == """
            rule   severity  findings
            total                   0

            role   findings
            total         0

            """)
    }
}
