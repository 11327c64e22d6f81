/// Interactions and Navigations are seen through their protocols, so they must adopt one.
package struct ComponentConformanceRule: CodebaseRule {
    package static let description = RuleDescription(
        identifier: "component_conformance",
        name: "Component Conformance",
        defaultSeverity: .warning,
        scope: .codebase,
        summary: "A class named as an Interaction must conform to an `…Interacting` protocol, and a Navigation to an `…Navigating` protocol.",
        rationale: """
            A view controller owns its Interactions but sees them only through their protocols, and an \
            Interaction sees its Navigation the same way. Without the protocol, callers depend on the \
            concrete class, and neither side can be tested or replaced alone. Conformances written in an \
            extension in any file count, and so do protocols and type aliases of the codebase that lead to \
            an `…Interacting` or `…Navigating` protocol.
            """,
        fix: "Declare the protocol (`protocol LoginInteracting: AnyObject`) with the methods callers use, and adopt it.",
        topic: "depend-on-protocols",
        triggeringExamples: [
            RuleExample("final class ↓LoginInteraction {}"),
            RuleExample("final class ↓LoginNavigation: LoginInteracting {}"),
            RuleExample("final class ↓SearchInteraction {}\nextension SearchInteraction: Equatable {}"),
            RuleExample("final class ↓ListInteraction: ListFeature {}", otherFiles: ["protocol ListFeature: AnyObject {}"]),
        ],
        nonTriggeringExamples: [
            RuleExample("final class LoginInteraction: LoginInteracting {}"),
            RuleExample("final class LoginInteraction {}", otherFiles: ["extension LoginInteraction: LoginInteracting {}"]),
            RuleExample("final class LoginNavigation: NSObject, LoginNavigating {}"),
            RuleExample("struct LoginInteraction {}"),
            RuleExample("enum Feature {\n    final class SearchInteraction {}\n}\nextension Feature.SearchInteraction: SearchInteracting {}"),
            RuleExample(
                "final class LoginInteraction: LoginInteractionProtocol {}",
                otherFiles: ["protocol LoginInteracting: AnyObject {}\nprotocol LoginInteractionProtocol: LoginInteracting {}"]
            ),
            RuleExample(
                "final class SearchNavigation: SearchNavigationContract {}",
                otherFiles: ["protocol SearchNavigating: AnyObject {}\ntypealias SearchNavigationContract = SearchNavigating & Sendable"]
            ),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead { .none }

    package func check(_ file: FileSummary, in index: CodebaseIndex) -> [Violation] {
        file.types.compactMap { type in
            guard type.kind == .class, let role = settings.role(of: type.name) else { return nil }
            let suffix: String
            switch role {
            case .interaction: suffix = "Interacting"
            case .navigation: suffix = "Navigating"
            default: return nil
            }
            let conformances = index.protocolsReachable(from: index.conformances(of: type.qualifiedName))
            guard !conformances.contains(where: { $0.hasSuffix(suffix) }) else { return nil }
            return Violation(
                offset: type.nameOffset,
                reason: "\(role.title) '\(type.name)' conforms to no '…\(suffix)' protocol; callers should depend on a protocol",
                declarationPath: DeclarationPath.of(type),
                role: role
            )
        }
    }
}
