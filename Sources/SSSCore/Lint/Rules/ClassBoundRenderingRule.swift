/// Rendering protocols and `NavigationControlling` can only be adopted by classes, so they can be held weakly.
package struct ClassBoundRenderingRule: CodebaseRule {
    package static let description = RuleDescription(
        identifier: "class_bound_rendering",
        name: "Class-Bound Rendering",
        defaultSeverity: .error,
        scope: .codebase,
        summary: "A `…Rendering` protocol, or `NavigationControlling`, must be class-bound (`AnyObject`, directly or through a protocol it inherits).",
        rationale: """
            Whoever talks to a view through its Rendering protocol must hold it weakly, and Swift allows \
            `weak` only for class-bound protocol types. Binding the protocol to `AnyObject` also says what \
            it is: a view, owned by the view hierarchy.
            """,
        fix: "Add `AnyObject` to the protocol's inheritance list: `protocol BannerRendering: AnyObject`.",
        topic: "rendering",
        triggeringExamples: [
            RuleExample("protocol ↓BannerRendering {\n    func render(_ renderable: BannerRenderable)\n}"),
            RuleExample("protocol ↓NavigationControlling: Sendable {}"),
            RuleExample("protocol ↓StatusRendering: Drawing {}", otherFiles: ["protocol Drawing: Equatable {}"]),
            RuleExample("protocol ↓ListRendering: Drawing & Sendable {}", otherFiles: ["protocol Drawing: Equatable {}"]),
        ],
        nonTriggeringExamples: [
            RuleExample("protocol BannerRendering: AnyObject {\n    func render(_ renderable: BannerRenderable)\n}"),
            RuleExample("protocol NavigationControlling: class {}"),
            RuleExample("@MainActor protocol StatusRendering: Drawing {}", otherFiles: ["protocol Drawing: AnyObject {}"]),
            RuleExample("protocol ListRendering: Sendable & Drawing {}", otherFiles: ["protocol Drawing: AnyObject {}"]),
            RuleExample("protocol BannerRendering where Self: AnyObject {}"),
            RuleExample("@objc protocol BannerRendering {}"),
            RuleExample("protocol BannerRendering: NSObjectProtocol {}"),
            RuleExample("protocol BannerRendering: SomeFrameworkProtocol {}"),
            RuleExample("protocol BannerRendering: BaseView {}", otherFiles: ["class BaseView {}"]),
            RuleExample("protocol BannerRenderable {}"),
        ],
        fixExamples: [
            FixExample(
                before: "protocol ↓BannerRendering {\n    func show(_ message: String)\n}\n\nprotocol ↓StatusRendering: Sendable {}\n\nprotocol ↓ListRendering<Item> {\n    associatedtype Item\n}",
                after: "protocol BannerRendering: AnyObject {\n    func show(_ message: String)\n}\n\nprotocol StatusRendering: Sendable, AnyObject {}\n\nprotocol ListRendering<Item>: AnyObject {\n    associatedtype Item\n}"
            ),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead { .none }

    package func check(_ file: FileSummary, in index: CodebaseIndex) -> [Violation] {
        let unbound = ClassBoundness(index: index).protocolsNotClassBound(in: file.types) { name in
            name == TypeNames.navigationControlling || settings.role(of: name) == .rendering
        }
        return unbound.map { type in
            Violation(
                offset: type.nameOffset,
                reason: "'\(type.name)' is not class-bound, so it cannot be held weakly; add ': AnyObject'",
                declarationPath: DeclarationPath.of(type),
                role: .rendering
            )
        }
    }
}
