/// Responder protocols can only be adopted by classes, so views and observers can hold them weakly.
package struct ElementsClassBoundResponderRule: CodebaseRule {
    package static let description = RuleDescription(
        identifier: "elements_class_bound_responder",
        name: "Elements Class-Bound Responder",
        defaultSeverity: .error,
        architectures: [.elements],
        scope: .codebase,
        summary: "An `…IxResponder` or `…EventResponder` protocol must be class-bound (`AnyObject`, directly or through a protocol it inherits).",
        rationale: """
            A view holds its interaction responder, and an observer its event responder, with a `weak` \
            reference: the responder is usually the view controller, which owns the view and the observer, \
            and a strong reference back would keep the whole screen alive. Swift allows `weak` only for \
            class-bound protocol types, so a responder protocol that is not bound to classes forces the \
            reference to be strong.
            """,
        fix: "Add `AnyObject` to the protocol's inheritance list: `protocol SignInIxResponder: AnyObject`.",
        topic: "elements",
        triggeringExamples: [
            RuleExample("protocol ↓SignInIxResponder {\n    func signIn(email: String, password: String)\n}"),
            RuleExample("protocol ↓ObserverForSignInEventResponder: Sendable {\n    func keyboardWillHide()\n}"),
            RuleExample("@MainActor protocol ↓ProfileIxResponder: Responding {}", otherFiles: ["protocol Responding {}"]),
        ],
        nonTriggeringExamples: [
            RuleExample("protocol SignInIxResponder: AnyObject {\n    func signIn(email: String, password: String)\n}"),
            RuleExample("protocol ObserverForSignInEventResponder: class {}"),
            RuleExample("protocol ProfileIxResponder: Responding {}", otherFiles: ["protocol Responding: AnyObject {}"]),
            RuleExample("protocol SignInIxResponder where Self: AnyObject {}"),
            RuleExample("protocol SignInIxResponder: SomeFrameworkProtocol {}"),
            RuleExample("protocol SignInUserInterface {\n    func render(newState: SignInViewState)\n}"),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead { .none }

    package func check(_ file: FileSummary, in index: CodebaseIndex) -> [Violation] {
        let unbound = ClassBoundness(index: index).protocolsNotClassBound(in: file.types) { name in
            settings.role(of: name) == .ixResponder || settings.role(of: name) == .eventResponder
        }
        return unbound.map { type in
            Violation(
                offset: type.nameOffset,
                reason: "'\(type.name)' is not class-bound, so whoever it answers cannot hold it weakly; add ': AnyObject'",
                declarationPath: DeclarationPath.of(type),
                role: settings.role(of: type.name)
            )
        }
    }
}
