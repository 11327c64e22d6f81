/// Renderables are immutable values: structs with `let` properties and no `mutating` methods.
package struct ImmutableRenderableRule: FileRule {
    package static let description = RuleDescription(
        identifier: "immutable_renderable",
        name: "Immutable Renderable",
        defaultSeverity: .error,
        summary: "A Renderable must be a struct or enum without stored `var` properties or `mutating` methods.",
        rationale: """
            A view shows a Renderable and must look the same every time it is given the same one. That \
            only holds if a Renderable cannot change after it is made: a value type whose stored \
            properties are constants. Whoever wants a different picture makes a new Renderable.
            """,
        fix: "Make the Renderable a struct, declare its stored properties with `let`, and build a new value instead of mutating one.",
        topic: "renderable",
        triggeringExamples: [
            RuleExample("final class ↓BannerRenderable {\n    let message: String = \"\"\n}"),
            RuleExample("actor ↓StatusRenderable {}"),
            RuleExample("struct BannerRenderable {\n    let title: String\n    var ↓message: String\n}"),
            RuleExample("struct BannerRenderable {\n    private(set) var ↓message: String\n    lazy var ↓cached = 1\n}"),
            RuleExample("struct BannerRenderable {\n    var ↓count = 0 {\n        didSet {}\n    }\n}"),
            RuleExample("struct BannerRenderable {\n    let count: Int\n}\nextension BannerRenderable {\n    mutating func ↓reset() {}\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("struct BannerRenderable {\n    let message: String\n    let subtitle: String?\n}"),
            RuleExample("struct BannerRenderable {\n    let count: Int\n    var isEmpty: Bool { count == 0 }\n    static var empty = BannerRenderable(count: 0)\n}"),
            RuleExample("enum StatusRenderable {\n    case idle\n    case loading(progress: Double)\n}"),
            RuleExample("struct BannerView {\n    var message: String\n}"),
            RuleExample("final class BannerRendering {\n    var renderable: BannerRenderable?\n}"),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead {
        MembersRead { type in type.kind != .protocol && settings.role(of: type.name) == .renderable ? [.variables, .functions] : [] }
    }

    package func check(_ file: LintedFile) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types where settings.role(of: type.name) == .renderable {
            switch type.kind {
            case .class, .actor:
                violations.append(Violation(
                    offset: type.nameOffset,
                    reason: "Renderable '\(type.name)' is \(type.kind == .class ? "a class" : "an actor"); make it an immutable struct",
                    declarationPath: DeclarationPath.of(type),
                    role: .renderable
                ))
            case .struct, .enum, .extension:
                violations += mutableMembers(of: type)
            case .protocol:
                break
            }
        }
        return violations
    }

    private func mutableMembers(of type: TypeDeclaration) -> [Violation] {
        var violations: [Violation] = []
        for variable in type.variables where !variable.isLet && variable.isStored && !variable.modifiers.isTypeLevel {
            violations.append(Violation(
                offset: variable.nameOffset,
                reason: "'\(variable.name)' is a stored 'var' of Renderable '\(type.name)'; declare it with 'let'",
                declarationPath: DeclarationPath.of(variable, in: type),
                role: .renderable
            ))
        }
        for function in type.functions where function.modifiers.contains(.mutating) {
            violations.append(Violation(
                offset: function.nameOffset,
                reason: "'\(function.name)' mutates Renderable '\(type.name)'; return a new value instead",
                declarationPath: DeclarationPath.of(function, in: type),
                role: .renderable
            ))
        }
        return violations
    }
}
