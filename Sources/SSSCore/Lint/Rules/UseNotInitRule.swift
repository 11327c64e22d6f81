/// What a component only borrows arrives through `use(_:)`, not through its initializer.
package struct UseNotInitRule: FileRule {
    package static let description = RuleDescription(
        identifier: "use_not_init",
        name: "Use Not Init",
        defaultSeverity: .warning,
        summary: "An initializer parameter must not be stored in a `weak` or `unowned` property; hand borrowed collaborators over with `use(_:)`.",
        rationale: """
            An initializer lists what a component owns. A parameter that ends up in a `weak` property is \
            something the component does not own, and passing it to `init` hides that. The architecture \
            hands such collaborators over later with `use(_:)`, which keeps ownership visible and lets \
            the owner be built before the views it will talk to exist.
            """,
        fix: "Remove the parameter from `init` and add a `use(_:)` method that stores it.",
        topic: "use-not-init",
        triggeringExamples: [
            RuleExample("""
                final class LoginNavigation {
                    private weak var navigationController: NavigationControlling?

                    init(↓navigationController: NavigationControlling) {
                        self.navigationController = navigationController
                    }
                }
                """),
            RuleExample("""
                final class LoginNavigation {
                    init(↓navigationController: NavigationControlling) {
                        self.navigationController = navigationController
                    }

                    private weak var navigationController: NavigationControlling?
                }
                """),
            RuleExample("""
                final class LoginInteraction {
                    unowned let banner: BannerRendering

                    init(service: LoginService, view ↓banner: BannerRendering) {
                        self.banner = banner
                    }
                }
                """),
            RuleExample("""
                final class LoginInteraction {
                    weak var banner: BannerRendering?
                }

                extension LoginInteraction {
                    convenience init(↓banner: BannerRendering) {
                        self.init()
                        self.banner = banner
                    }
                }
                """),
            RuleExample("""
                final class Cache {
                    weak var delegate: CacheDelegate?

                    init(↓delegate: CacheDelegate) {
                        self.delegate = (delegate)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                final class LoginNavigation {
                    private weak var navigationController: NavigationControlling?
                    private let helpAssembler: HelpAssembling

                    init(helpAssembler: HelpAssembling) {
                        self.helpAssembler = helpAssembler
                    }

                    func use(_ navigationController: NavigationControlling) {
                        self.navigationController = navigationController
                    }
                }
                """),
            RuleExample("""
                final class LoginInteraction {
                    weak var banner: BannerRendering?

                    init(banner: BannerRendering) {
                        let other = banner
                        print(other)
                    }
                }
                """),
            RuleExample("""
                final class Cache {
                    weak var delegate: CacheDelegate?
                    weak var source: Store?

                    init(owner: AnyObject, store: Store) {
                        let delegate = owner
                        if let delegate = store as? CacheDelegate {
                            print(delegate)
                        }
                        let name = "cache", source = store
                        store.load { [delegate = owner] in print(delegate, name, source) }
                    }
                }
                """),
            RuleExample("""
                final class Cache {
                    weak var delegate: CacheDelegate?

                    init(delegate: CacheDelegate) {
                        // self.delegate = delegate
                        print("self.delegate = delegate")
                    }
                }
                """),
        ]
    )

    package init(settings: LintSettings) {}

    /// Enums hold no stored properties, and protocols neither those nor initializer bodies. Initializers
    /// matter only in a file that declares a `weak` or `unowned` property.
    package var membersRead: MembersRead {
        MembersRead { type in type.kind == .protocol || type.kind == .enum ? [] : [.nonOwningVariables, .initializersBesideNonOwning] }
    }

    package func check(_ file: LintedFile) -> [Violation] {
        let types = file.types
        var weakProperties: [String: Set<String>] = [:]
        for type in types {
            for case .variable(let variable) in type.members where variable.modifiers.isNonOwning && variable.isStored {
                weakProperties[type.qualifiedName, default: []].insert(variable.name)
            }
        }
        guard !weakProperties.isEmpty else { return [] }
        var violations: [Violation] = []
        for type in types {
            let key = type.kind == .extension ? type.name : type.qualifiedName
            guard let weak = weakProperties[key] else { continue }
            for case .function(let initializer) in type.members where initializer.kind == .initializer {
                guard let body = initializer.body else { continue }
                let assigned = AssignmentFinder(file: file, range: body).assignedNames(into: weak)
                for parameter in initializer.parameters where assigned[parameter.name] != nil {
                    violations.append(Violation(
                        offset: parameter.nameOffset,
                        reason: "'\(parameter.name)' is stored in weak property '\(assigned[parameter.name] ?? "")'; "
                            + "pass it with 'use(_:)' instead of 'init'",
                        declarationPath: DeclarationPath.of(initializer, in: type),
                        role: nil
                    ))
                }
            }
        }
        return violations
    }
}
