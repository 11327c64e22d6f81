/// An Assembler has one method, `assemble()`.
package struct AssemblerSingleMethodRule: CodebaseRule {
    package static let description = RuleDescription(
        identifier: "assembler_single_method",
        name: "Assembler Single Method",
        defaultSeverity: .error,
        scope: .codebase,
        summary: "An Assembler declares exactly one method, `assemble`; any other function, an overload included, is an extra.",
        rationale: """
            An Assembler exists to build one component. A second method means it has taken on a second \
            job: a helper that belongs elsewhere, or another component that deserves its own Assembler. \
            Initializers and stored properties are how an Assembler receives the Assemblers it relies on, \
            so they are not counted.
            """,
        fix: "Move the extra function to the component it serves, or give the second thing it builds its own Assembler.",
        topic: "assembler",
        triggeringExamples: [
            RuleExample("""
                struct LoginAssembler {
                    func assemble() -> UIViewController { LoginViewController() }
                    func ↓makeService() -> LoginService { LoginService() }
                }
                """),
            RuleExample("""
                enum LoginAssembler {
                    static func assemble() -> LoginInteracting { LoginInteraction() }
                    static func ↓assemble(user: User) -> LoginInteracting { LoginInteraction() }
                }
                """),
            RuleExample(
                "extension LoginAssembler {\n    func ↓assembleForPreview() -> UIViewController { assemble() }\n}",
                otherFiles: ["struct LoginAssembler {\n    func assemble() -> UIViewController { LoginViewController() }\n}"]
            ),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct LoginAssembler: LoginAssembling {
                    private let interactionAssembler: LoginInteractionAssembling

                    init(interactionAssembler: LoginInteractionAssembling = LoginInteractionAssembler()) {
                        self.interactionAssembler = interactionAssembler
                    }

                    func assemble() -> UIViewController {
                        LoginViewController(interaction: interactionAssembler.assemble())
                    }
                }
                """),
            RuleExample(
                "extension LoginAssembler: LoginAssembling {\n    func assemble() -> UIViewController { LoginViewController() }\n}",
                otherFiles: ["struct LoginAssembler {}"]
            ),
            RuleExample("protocol LoginAssembling {\n    func assemble() -> UIViewController\n}"),
            RuleExample("""
                enum LoginAssembler {
                    #if DEBUG
                    static func assemble() -> LoginInteracting { DebugLoginInteraction() }
                    #else
                    static func assemble() -> LoginInteracting { LoginInteraction() }
                    #endif
                }
                """),
            RuleExample("struct LoginBuilder {\n    func make() {}\n    func build() {}\n}"),
        ]
    )

    package init(settings: LintSettings) {
        self.settings = settings
    }

    private let settings: LintSettings

    package var membersRead: MembersRead {
        MembersRead { type in isAssembler(type.kind, type.name) ? .functions : [] }
    }

    private func isAssembler(_ kind: TypeDeclaration.Kind, _ name: String) -> Bool {
        kind != .protocol && settings.role(of: name) == .assembler
    }

    package func check(_ file: FileSummary, in index: CodebaseIndex) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types where isAssembler(type.kind, type.name) {
            for function in type.functions where function.kind == .function {
                if function.name == "assemble" && index.isFirstAssemble(function, of: type, in: file.path) { continue }
                let reason = function.name == "assemble"
                    ? "Assembler '\(type.name)' declares 'assemble' more than once; keep a single 'assemble'"
                    : "Assembler '\(type.name)' declares '\(function.name)' besides 'assemble'; an Assembler has one method"
                violations.append(Violation(
                    offset: function.nameOffset,
                    reason: reason,
                    declarationPath: DeclarationPath.of(function, in: type),
                    role: .assembler
                ))
            }
        }
        return violations
    }
}
