/// A view holds its interaction responder, and an observer its event responder, weakly.
package struct ElementsWeakResponderRule: FileRule {
    package static let description = RuleDescription(
        identifier: "elements_weak_responder",
        name: "Elements Weak Responder",
        defaultSeverity: .error,
        architectures: [.elements],
        summary: """
            A stored property of a class, or a static stored property of any type or extension, whose type \
            is an `…IxResponder` or `…EventResponder` protocol (alone, optional or in a composition) must be \
            `weak` or `unowned`.
            """,
        rationale: """
            The responder of a view or an observer is usually the view controller, and the view controller \
            owns both: the view as its root view, the observer as a stored property. A strong reference \
            from the view or the observer back to it closes a cycle, and the screen, its view and \
            everything it observes stay in memory after it is closed. A static property is worse still: it \
            keeps the responder alive for as long as the app runs.
            """,
        fix: "Declare the property `weak var` with an optional type (`weak var ixResponder: (any SignInIxResponder)?`), or `unowned` when it can never outlive its owner.",
        topic: "elements",
        triggeringExamples: [
            RuleExample("final class SignInRootView: UIView {\n    var ↓ixResponder: (any SignInIxResponder)?\n}"),
            RuleExample("final class ObserverForSignIn {\n    let ↓eventResponder: ObserverForSignInEventResponder\n}"),
            RuleExample("final class SignInRootView: UIView {\n    var ↓responder: (any SignInIxResponder & AnyObject)?\n}"),
            RuleExample("final class ObserverForSignIn {\n    private var ↓first: Optional<ObserverForSignInEventResponder>, ↓second: ObserverForSignInEventResponder!\n}"),
            RuleExample("enum Responders {\n    static var ↓current: SignInIxResponder?\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("final class SignInRootView: UIView {\n    weak var ixResponder: (any SignInIxResponder)?\n}"),
            RuleExample("final class ObserverForSignIn {\n    unowned let eventResponder: any ObserverForSignInEventResponder\n}"),
            RuleExample("final class SignInRootView: UIView {\n    var ixResponder: (any SignInIxResponder)? { nil }\n}"),
            RuleExample("struct SignInDependencyContainer {\n    let responder: any SignInIxResponder\n}"),
            RuleExample("final class Recorder {\n    var responders: [any SignInIxResponder] = []\n    var userInterface: (any SignInUserInterface)?\n}"),
            RuleExample("final class SignInViewController {\n    func wire(_ responder: any SignInIxResponder) {\n        let strong: any SignInIxResponder = responder\n        _ = strong\n    }\n}"),
        ]
    )

    private let settings: LintSettings
    /// The IxResponder and EventResponder suffixes: what a responder's type text must hold.
    private let responderSuffixes: [String]

    package init(settings: LintSettings) {
        self.settings = settings
        responderSuffixes = (settings.roles.suffixes[.ixResponder] ?? []) + (settings.roles.suffixes[.eventResponder] ?? [])
    }

    package var membersRead: MembersRead {
        StrongProperties.membersRead(typeWords: responderSuffixes)
    }

    package func check(_ file: LintedFile) -> [Violation] {
        var violations: [Violation] = []
        for (type, variable, reference) in StrongProperties.all(in: file)
        where responderSuffixes.contains(where: { TypeReference.contains($0, in: reference.text) }) {
            guard let name = TypeNames.namedParts(reference).first(where: isResponder) else { continue }
            violations.append(Violation(
                offset: variable.nameOffset,
                reason: "'\(variable.name)' holds responder '\(name)' strongly, which usually owns this object; declare it 'weak'",
                declarationPath: DeclarationPath.of(variable, in: type),
                role: settings.role(of: type.name)
            ))
        }
        return violations
    }

    private func isResponder(_ name: String) -> Bool {
        let role = settings.role(of: name)
        return role == .ixResponder || role == .eventResponder
    }
}
