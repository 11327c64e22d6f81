/// What a component only borrows arrives through `use(_:)`, not through its initializer.
public struct UseNotInitRule: FileRule {
    public static let description = RuleDescription(
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

                    init(delegate: CacheDelegate) {
                        // self.delegate = delegate
                        print("self.delegate = delegate")
                    }
                }
                """),
        ]
    )

    public init(settings: LintSettings) {}

    /// Enums hold no stored properties, and protocols neither those nor initializer bodies.
    public func membersRead(of type: TypeDeclaration) -> MemberSelection {
        type.kind == .protocol || type.kind == .enum ? [] : [.nonOwningVariables, .initializers]
    }

    public func check(_ file: LintedFile) -> [Violation] {
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

/// Finds `self.property = name` and `property = name` statements in a token range.
struct AssignmentFinder {
    let file: LintedFile
    let tokens: [Token]
    let range: Range<Int>

    /// A finder over the function body at `body` in `file`.
    init(file: LintedFile, range body: Range<Int>) {
        self.file = file
        (tokens, range) = file.bodyTokens(body)
    }

    /// For each right-hand name, the property of `properties` it is assigned to.
    func assignedNames(into properties: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        var previous: Int?
        var index = range.lowerBound
        while index < min(range.upperBound, tokens.count) {
            defer { index += 1 }
            let token = tokens[index]
            guard !token.kind.isTrivia else { continue }
            defer { previous = index }
            guard token.kind == .identifier, properties.contains(token.name(in: file.bytes)) else { continue }
            if let previous, tokens[previous].kind == .period {
                guard let before = significant(before: previous), tokens[before].keyword == .self else { continue }
            }
            guard let equal = significant(after: index), tokens[equal].kind == .equal,
                  let value = significant(after: equal), tokens[value].kind == .identifier else { continue }
            let end = significant(after: value)
            if let end, [.period, .leftParen, .leftBracket].contains(tokens[end].kind) { continue }
            result[tokens[value].name(in: file.bytes)] = token.name(in: file.bytes)
        }
        return result
    }

    private func significant(after index: Int) -> Int? {
        var next = index + 1
        while next < min(range.upperBound, tokens.count) {
            if !tokens[next].kind.isTrivia { return next }
            next += 1
        }
        return nil
    }

    private func significant(before index: Int) -> Int? {
        var next = index - 1
        while next >= range.lowerBound {
            if !tokens[next].kind.isTrivia { return next }
            next -= 1
        }
        return nil
    }
}
