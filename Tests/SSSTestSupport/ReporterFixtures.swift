import SSSCore

/// A small lint run shared by the reporter tests: findings in three files under `/app`, one with a
/// related location, two in the same declaration, and a rule that ran without findings.
package enum ReporterFixtures {
    package static let context = ReportContext(
        rules: [finalComponent, customClassInheritance, componentConformance],
        baseDirectory: "/app",
        lintedFiles: ["/app/Sources/BaseView.swift", "/app/Sources/LoginAssembler.swift", "/app/Sources/LoginView.swift"]
    )

    package static let findings = [
        Finding(
            ruleID: "assembler_single_initializer",
            ruleName: "Assembler Single Initializer",
            severity: .error,
            reason: "'LoginAssembler.assemble()' creates a second instance",
            path: "/app/Sources/LoginAssembler.swift",
            position: LineColumn(line: 5, column: 9),
            declarationPath: "LoginAssembler.assemble()",
            role: .assembler
        ),
        Finding(
            ruleID: "assembler_single_initializer",
            ruleName: "Assembler Single Initializer",
            severity: .error,
            reason: "'LoginAssembler.assemble()' creates a third instance",
            path: "/app/Sources/LoginAssembler.swift",
            position: LineColumn(line: 6, column: 9),
            declarationPath: "LoginAssembler.assemble()",
            role: .assembler
        ),
        Finding(
            ruleID: "component_conformance",
            ruleName: "Component Conformance",
            severity: .warning,
            reason: "'LoginInteraction' conforms to no …Interacting protocol",
            path: "/app/Sources/LoginInteraction.swift",
            position: LineColumn(line: 1, column: 13),
            declarationPath: "LoginInteraction",
            role: .interaction
        ),
        Finding(
            ruleID: "custom_class_inheritance",
            ruleName: "Custom Class Inheritance",
            severity: .error,
            reason: "'LoginView' inherits from 'BaseView', a class of this codebase",
            path: "/app/Sources/LoginView.swift",
            position: LineColumn(line: 3, column: 13),
            related: [RelatedLocation(path: "/app/Sources/BaseView.swift", position: LineColumn(line: 1, column: 7), message: "'BaseView' is declared here")],
            declarationPath: "LoginView"
        ),
    ]

    /// A finding whose every text is hostile to the formats: markup, quotes, control characters,
    /// separators, non-ASCII and a path with a space.
    package static let hostile = Finding(
        ruleID: "final_component",
        ruleName: "Final Component",
        severity: .warning,
        reason: "<b>\"Tom\" & 'Jerry'</b>\u{01}\u{1F}\tline\r\nnext 100% a,b:c [x]\\ é 🦊",
        path: "/app/Sources/My View <1>&'\"é.swift",
        position: LineColumn(line: 2, column: 1),
        related: [RelatedLocation(path: "/elsewhere/a:b.swift", position: LineColumn(line: 4, column: 2), message: "see [here] & <there>\u{0}")],
        declarationPath: "My.View"
    )

    package static let finalComponent = rule("final_component", "Final Component", .error)
    package static let customClassInheritance = rule("custom_class_inheritance", "Custom Class Inheritance", .error)
    package static let componentConformance = rule("component_conformance", "Component Conformance", .warning)

    private static func rule(_ identifier: String, _ name: String, _ severity: Severity) -> RuleDescription {
        RuleDescription(
            identifier: identifier,
            name: name,
            defaultSeverity: severity,
            summary: "Summary of \(identifier).",
            rationale: "Rationale of \(identifier).",
            fix: "Fix for \(identifier).",
            topic: "components",
            triggeringExamples: [],
            nonTriggeringExamples: []
        )
    }
}
