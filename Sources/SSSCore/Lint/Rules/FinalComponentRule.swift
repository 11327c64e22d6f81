/// Interactions and Navigations are `final` classes: nothing may inherit their behaviour.
package struct FinalComponentRule: FileRule {
    package static let description = RuleDescription(
        identifier: "final_component",
        name: "Final Component",
        defaultSeverity: .error,
        summary: "A class named as an Interaction or a Navigation must be declared `final`.",
        rationale: """
            Interactions and Navigations hold a screen's decisions. If they can be subclassed, behaviour \
            starts to hide in overrides, and reading one class no longer tells you what a screen does. \
            Marking them `final` closes that door and lets the compiler dispatch their methods directly.
            """,
        fix: "Add `final` before `class`. To share behaviour, move it into a protocol extension or a collaborator.",
        topic: "no-inheritance",
        triggeringExamples: [
            RuleExample("class ↓LoginInteraction: LoginInteracting {}"),
            RuleExample("public class ↓ProfileNavigation {}"),
            RuleExample("enum Feature {\n    class ↓SearchInteraction {}\n}"),
            RuleExample("#if DEBUG\nclass ↓DebugNavigation {}\n#endif"),
        ],
        nonTriggeringExamples: [
            RuleExample("final class LoginInteraction: LoginInteracting {}"),
            RuleExample("public final class ProfileNavigation {}"),
            RuleExample("struct LoginInteraction {}"),
            RuleExample("class LoginView: UIView {}"),
            RuleExample("class InteractionLog {}"),
            RuleExample("final class Screen {\n    class func makeInteraction() {}\n    class var defaultNavigation: Int { 0 }\n}"),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead { .none }

    package func check(_ file: LintedFile) -> [Violation] {
        file.types.compactMap { type in
            guard type.kind == .class, !type.modifiers.contains(.final),
                  let role = settings.role(of: type.name), role == .interaction || role == .navigation else { return nil }
            return Violation(
                offset: type.nameOffset,
                reason: "\(role.title) '\(type.name)' is not final; declare it 'final class'",
                declarationPath: DeclarationPath.of(type),
                role: role
            )
        }
    }
}
