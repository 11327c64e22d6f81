/// Components depend on each other's protocols, not on concrete classes.
package struct ProtocolDependencyRule: CodebaseRule {
    package static let description = RuleDescription(
        identifier: "protocol_dependency",
        name: "Protocol Dependency",
        defaultSeverity: .warning,
        isOptIn: true,
        scope: .codebase,
        summary: """
            A stored property or initializer parameter should not be typed with a class of this codebase \
            that conforms to one of its protocols; use the protocol. Assemblers are exempt.
            """,
        rationale: """
            A dependency typed with a concrete class ties the two sides together: the caller cannot be \
            tested with a stand-in, and changes inside the class ripple outwards. When the class already \
            adopts a protocol of the codebase, that protocol is the dependency to declare. Assemblers are \
            exempt because knowing concrete types is their job.
            """,
        fix: "Type the property or parameter with the protocol the class adopts, such as `LoginInteracting`.",
        topic: "depend-on-protocols",
        triggeringExamples: [
            RuleExample(
                "final class LoginViewController: UIViewController {\n    private let ↓interaction: LoginInteraction\n\n    init(↓interaction: LoginInteraction) {\n        self.interaction = interaction\n        super.init(nibName: nil, bundle: nil)\n    }\n}",
                otherFiles: ["protocol LoginInteracting: AnyObject {}\nfinal class LoginInteraction: LoginInteracting {}"]
            ),
            RuleExample(
                "struct Session {\n    var ↓store: TokenStore?\n}",
                otherFiles: ["protocol TokenStoring {}\nfinal class TokenStore {}\nextension TokenStore: TokenStoring {}"]
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "final class LoginViewController: UIViewController {\n    private let interaction: LoginInteracting\n}",
                otherFiles: ["protocol LoginInteracting: AnyObject {}\nfinal class LoginInteraction: LoginInteracting {}"]
            ),
            RuleExample(
                "struct LoginAssembler {\n    private let interaction: LoginInteraction\n\n    init(interaction: LoginInteraction) {\n        self.interaction = interaction\n    }\n}",
                otherFiles: ["protocol LoginInteracting: AnyObject {}\nfinal class LoginInteraction: LoginInteracting {}"]
            ),
            RuleExample(
                "final class Screen {\n    private let cache: Cache\n    var interaction: LoginInteraction { LoginInteraction() }\n}",
                otherFiles: ["final class Cache {}\nprotocol LoginInteracting: AnyObject {}\nfinal class LoginInteraction: LoginInteracting {}"]
            ),
            RuleExample("final class Screen {\n    private let label: UILabel\n}"),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead {
        MembersRead { type in isChecked(type.kind, type.name) ? [.variables, .initializers] : [] }
    }

    /// Assemblers are exempt: making concrete types is their job.
    private func isChecked(_ kind: TypeDeclaration.Kind, _ name: String) -> Bool {
        kind != .protocol && settings.role(of: name) != .assembler
    }

    package func check(_ file: FileSummary, in index: CodebaseIndex) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types where isChecked(type.kind, type.name) {
            lazy var scopes = [CodebaseIndex.key(of: type)] + index.enclosingScopes(ofTypeAt: type.nameOffset, in: file.path)
            for variable in type.variables where variable.isStored {
                guard let reference = variable.type, let advice = advice(for: reference, in: index, from: scopes, of: file) else { continue }
                violations.append(violation(variable.name, at: variable.nameOffset, advice: advice, path: DeclarationPath.of(variable, in: type), role: settings.role(of: type.name)))
            }
            for initializer in type.functions where initializer.kind == .initializer {
                for parameter in initializer.parameters {
                    guard let reference = parameter.type, let advice = advice(for: reference, in: index, from: scopes, of: file) else { continue }
                    violations.append(violation(parameter.name, at: parameter.nameOffset, advice: advice, path: DeclarationPath.of(initializer, in: type), role: settings.role(of: type.name)))
                }
            }
        }
        return violations
    }

    private struct Advice {
        let className: String
        let protocolName: String
    }

    /// What to depend on instead of the class `reference` names, looked up from inside the type whose
    /// scopes are `scopes`.
    private func advice(
        for reference: TypeReference, in index: CodebaseIndex, from scopes: @autoclosure () -> [String], of file: FileSummary
    ) -> Advice? {
        let name = TypeNames.plainName(reference, keepingQualification: true)
        guard !name.isEmpty, let declared = index.resolveClass(name, from: scopes(), in: file.path) else { return nil }
        let protocols = index.conformances(of: declared.qualifiedName, onlyIn: declared.isFileScoped ? declared.path : nil)
            .filter { !index.protocols(named: $0).isEmpty }
            .sorted()
        return protocols.first.map { Advice(className: name, protocolName: $0) }
    }

    private func violation(_ name: String, at offset: Int, advice: Advice, path: String, role: Role?) -> Violation {
        Violation(
            offset: offset,
            reason: "'\(name)' depends on class '\(advice.className)'; depend on its protocol '\(advice.protocolName)' instead",
            declarationPath: path,
            role: role
        )
    }
}
