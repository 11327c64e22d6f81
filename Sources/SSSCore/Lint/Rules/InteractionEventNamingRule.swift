/// The requirements of an Interacting protocol say what happened: `didTap…`, `willAppear`.
package struct InteractionEventNamingRule: FileRule {
    package static let description = RuleDescription(
        identifier: "interaction_event_naming",
        name: "Interaction Event Naming",
        defaultSeverity: .warning,
        isOptIn: true,
        summary: "Methods of an `…Interacting` protocol, other than `use(_:)`, should be named after events (`did…`, `will…`).",
        rationale: """
            A screen that calls `interaction.save()` has decided what a tap means; a screen that calls \
            `interaction.didTapSave()` only reports what happened and leaves the decision to the \
            Interaction, where it can be tested and changed in one place.
            """,
        fix: "Rename the requirement after the event that triggers it, such as `didTapSave()` or `willAppear()`.",
        topic: "tell-what-happened",
        triggeringExamples: [
            RuleExample("protocol LoginInteracting: AnyObject {\n    func use(_ banner: BannerRendering)\n    func ↓login(user: String)\n    func ↓showHelp()\n}"),
            RuleExample("protocol SearchInteracting {\n    func ↓diddle()\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("protocol LoginInteracting: AnyObject {\n    func use(_ banner: BannerRendering)\n    func didTapLogin()\n    func didEnterCode(code: String)\n    func willAppear()\n    func did()\n}"),
            RuleExample("protocol LoginNavigating: AnyObject {\n    func presentHelpInterface()\n}"),
            RuleExample("final class LoginInteraction {\n    func login() {}\n}"),
        ]
    )

    package init(settings: LintSettings) {}

    package var membersRead: MembersRead {
        MembersRead { type in Self.isInteracting(type.kind, type.name) ? .functions : [] }
    }

    private static func isInteracting(_ kind: TypeDeclaration.Kind, _ name: String) -> Bool {
        kind == .protocol && name.hasSuffix("Interacting")
    }

    package func check(_ file: LintedFile) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types where Self.isInteracting(type.kind, type.name) {
            for function in type.functions where function.kind == .function && function.name != "use" {
                guard !Self.namesAnEvent(function.name) else { continue }
                violations.append(Violation(
                    offset: function.nameOffset,
                    reason: "'\(function.name)' tells the Interaction what to do; name it after what happened, such as 'didTap…'",
                    declarationPath: DeclarationPath.of(function, in: type),
                    role: .interaction
                ))
            }
        }
        return violations
    }

    /// `did` or `will`, alone or followed by a capitalised word.
    static func namesAnEvent(_ name: String) -> Bool {
        for prefix in ["did", "will"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty || rest.first?.isUppercase == true { return true }
        }
        return false
    }
}
