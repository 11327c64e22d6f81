/// Views and the navigation controller are borrowed, so they are held `weak` (or `unowned`).
package struct WeakRenderingRule: FileRule {
    package static let description = RuleDescription(
        identifier: "weak_rendering",
        name: "Weak Rendering",
        defaultSeverity: .error,
        summary: """
            A stored property of a class, or a static stored property of any type or extension, whose type \
            is a `…Rendering` protocol or `NavigationControlling`, alone or in a composition such as \
            `BannerRendering & Sendable`, must be `weak` or `unowned`.
            """,
        rationale: """
            Views belong to the view hierarchy and the navigation controller to the window. An \
            Interaction or Navigation that holds them strongly keeps them alive after their screen is \
            gone, and usually forms a retain cycle with the view controller that owns the Interaction. A \
            static stored property is worse: it keeps the view alive for as long as the app runs, so it \
            counts wherever it is declared, in a class, a struct, an enum or an extension.
            """,
        fix: """
            Declare the property `weak var` (the type becomes optional), or `unowned` when it can never outlive its owner. \
            `sss lint --fix` writes `weak var` and, for a type that is not optional, makes it implicitly unwrapped \
            (`(any NavigationControlling)!`), so the code that uses the property reads as before; a property with \
            a property wrapper, `lazy`, or another binding of a type that is not a view is left to you.
            """,
        topic: "use-not-init",
        triggeringExamples: [
            RuleExample("final class LoginInteraction {\n    private var ↓banner: BannerRendering?\n}"),
            RuleExample("final class LoginNavigation {\n    let ↓navigationController: NavigationControlling\n}"),
            RuleExample("final class LoginInteraction {\n    var ↓status: (any StatusRendering)? {\n        didSet {}\n    }\n}"),
            RuleExample("final class LoginInteraction {\n    private var ↓banner: BannerRendering!, title: String = \"\"\n}"),
            RuleExample("final class LoginInteraction {\n    var ↓banner: Optional<BannerRendering>\n}"),
            RuleExample("final class LoginInteraction {\n    var ↓banner, ↓status: BannerRendering?\n}"),
            RuleExample("extension LoginInteraction {\n    static var ↓lastBanner: BannerRendering?\n}\n\nenum Screens {\n    static var ↓status: StatusRendering?\n}"),
            RuleExample("final class LoginInteraction {\n    var ↓banner: BannerRendering & Sendable\n    var ↓status: (any StatusRendering & Sendable)?\n}"),
            RuleExample("func testLogin() {\n    final class SpyInteraction {\n        var ↓banner: BannerRendering?\n    }\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("final class LoginInteraction {\n    private weak var banner: BannerRendering?\n    unowned let status: StatusRendering\n}"),
            RuleExample("final class LoginNavigation {\n    private weak var navigationController: NavigationControlling?\n}"),
            RuleExample("final class LoginInteraction {\n    var banner: BannerRendering? { nil }\n}"),
            RuleExample("struct Wrapper {\n    let banner: BannerRendering\n}"),
            RuleExample("enum Screens {\n    static weak var banner: BannerRendering?\n    static var status: StatusRendering? { nil }\n}"),
            RuleExample("final class Cache {\n    var renderable: BannerRenderable?\n    var banners: [BannerRendering] = []\n}"),
            RuleExample("final class LoginInteraction {\n    weak var banner: (BannerRendering & Sendable)?\n    var render: (BannerRendering & Sendable) -> Void = { _ in }\n}"),
            RuleExample("final class LoginInteraction {\n    func use(_ banner: BannerRendering) {\n        let strong: BannerRendering = banner\n        strong.render(BannerRenderable())\n    }\n}"),
        ],
        fixExamples: [
            FixExample(
                before: """
                    @MainActor
                    protocol NavigationControlling: AnyObject {
                        func popViewController(animated: Bool)
                    }

                    @MainActor
                    protocol BannerRendering: AnyObject {
                        func show(_ message: String)
                    }

                    @MainActor
                    final class HelpNavigation {
                        private var ↓banner: (any BannerRendering)?
                        private let ↓navigationController: any NavigationControlling

                        init(navigationController: any NavigationControlling) {
                            self.navigationController = navigationController
                        }

                        func close() {
                            banner?.show("Closed")
                            navigationController.popViewController(animated: true)
                        }
                    }
                    """,
                after: """
                    @MainActor
                    protocol NavigationControlling: AnyObject {
                        func popViewController(animated: Bool)
                    }

                    @MainActor
                    protocol BannerRendering: AnyObject {
                        func show(_ message: String)
                    }

                    @MainActor
                    final class HelpNavigation {
                        private weak var banner: (any BannerRendering)?
                        private weak var navigationController: (any NavigationControlling)!

                        init(navigationController: any NavigationControlling) {
                            self.navigationController = navigationController
                        }

                        func close() {
                            banner?.show("Closed")
                            navigationController.popViewController(animated: true)
                        }
                    }
                    """
            ),
        ]
    )

    private let settings: LintSettings
    /// `NavigationControlling` and the Rendering suffixes: what a view's type text must hold.
    private let viewNameParts: [String]

    package init(settings: LintSettings) {
        self.settings = settings
        viewNameParts = [TypeNames.navigationControlling] + (settings.roles.suffixes[.rendering] ?? [])
    }

    /// A property is checked only when its type holds one of the ``viewNameParts``, so the scan builds
    /// no other.
    package var membersRead: MembersRead {
        StrongProperties.membersRead(typeWords: viewNameParts)
    }

    /// Whether the text of `reference` holds `NavigationControlling` or a Rendering suffix, as it must
    /// for its name to be one: most types are ruled out without reading their name.
    private func mayNameAView(_ reference: TypeReference) -> Bool {
        viewNameParts.contains { TypeReference.contains($0, in: reference.text) }
    }

    package func check(_ file: LintedFile) -> [Violation] {
        var violations: [Violation] = []
        for (type, variable, reference) in StrongProperties.all(in: file) where mayNameAView(reference) {
            // A composition such as `BannerRendering & Sendable` holds the view as much as the protocol alone.
            let parts = TypeNames.namedParts(reference)
            guard let name = parts.first(where: { $0 == TypeNames.navigationControlling || settings.role(of: $0) == .rendering })
            else { continue }
            violations.append(Violation(
                offset: variable.nameOffset,
                reason: "'\(variable.name)' holds '\(name)' strongly; declare it 'weak' so the view is not kept alive",
                declarationPath: DeclarationPath.of(variable, in: type),
                role: settings.role(of: type.name)
            ))
        }
        return violations
    }
}
