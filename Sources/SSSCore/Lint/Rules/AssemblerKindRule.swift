/// Assemblers are value types: a struct or a caseless enum.
package struct AssemblerKindRule: FileRule {
    package static let description = RuleDescription(
        identifier: "assembler_kind",
        name: "Assembler Kind",
        defaultSeverity: .warning,
        summary: "An Assembler should be a struct or an enum, not a class or an actor.",
        rationale: """
            An Assembler only puts a component together; it has no identity and no state that must be \
            shared. A struct (which can store the Assemblers it relies on and be replaced in tests) or a \
            caseless enum with a static `assemble()` says exactly that. A class invites shared mutable \
            state and inheritance, which the architecture keeps out of its components.
            """,
        fix: "Declare the Assembler as `struct` (or as a caseless `enum` with `static func assemble()`).",
        topic: "assembler",
        triggeringExamples: [
            RuleExample("final class ↓LoginAssembler {\n    func assemble() -> LoginInteracting { LoginInteraction() }\n}"),
            RuleExample("actor ↓CacheAssembler {}"),
            RuleExample("enum Feature {\n    class ↓ProfileAssembler {}\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("struct LoginAssembler {\n    func assemble() -> LoginInteracting { LoginInteraction() }\n}"),
            RuleExample("enum LoginAssembler {\n    static func assemble() -> LoginInteracting { LoginInteraction() }\n}"),
            RuleExample("protocol LoginAssembling {}\nextension LoginAssembler: LoginAssembling {}"),
            RuleExample("final class AssemblerTests: XCTestCase {}"),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead { .none }

    package func check(_ file: LintedFile) -> [Violation] {
        ReferenceTypeRole.violations(in: file, role: .assembler, settings: settings, fix: "make it a struct or an enum")
    }
}
