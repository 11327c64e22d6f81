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
            adopts a protocol of the codebase, directly, in an extension or through its superclass, that \
            protocol is the dependency to declare. Assemblers are exempt because knowing concrete types is \
            their job, and so are `@IBOutlet` properties: Interface Builder connects an outlet only to a \
            class or an `@objc` protocol, so the class is the type an outlet must have.
            """,
        fix: """
            Type the property or parameter with the protocol the class adopts. The finding names one: of the \
            codebase's protocols the class adopts, the one whose name shares the longest run of characters \
            with the class's name (`EditProfileControlling` for `EditProfileViewController`, rather than \
            `HavingNib`), and of those that share as much, the one declared first.
            """,
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
            RuleExample(
                "struct Session {\n    let ↓store: KeychainStore\n}",
                otherFiles: ["protocol TokenStoring {}\nclass TokenStore: TokenStoring {}\nfinal class KeychainStore: TokenStore {}"]
            ),
            RuleExample(
                "func testLogin() {\n    final class Spy {\n        let ↓interaction: LoginInteraction\n    }\n}",
                otherFiles: ["protocol LoginInteracting: AnyObject {}\nfinal class LoginInteraction: LoginInteracting {}"]
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
            RuleExample(
                "final class ProfileViewController: UIViewController {\n    @IBOutlet private weak var banner: BannerView!\n}",
                otherFiles: ["protocol BannerShowing: AnyObject {}\nfinal class BannerView: UIView, BannerShowing {}"]
            ),
            RuleExample(
                "final class Screen {\n    let cache: Cache\n}",
                otherFiles: ["protocol Caching {}\nfunc makeCache() {\n    final class Cache: Caching {}\n}\nfinal class Cache {}"]
            ),
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
            lazy var scopes = [index.key(of: type, in: file.path)] + index.enclosingScopes(ofTypeAt: type.nameOffset, in: file.path)
            for variable in type.variables where variable.isStored && !Self.isOutlet(variable) {
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

    /// Whether `variable` is connected in Interface Builder, which needs a class or an `@objc` protocol.
    private static func isOutlet(_ variable: VariableDeclaration) -> Bool {
        variable.attributes.contains { $0.name == "IBOutlet" }
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
        for name in TypeNames.namedParts(reference, keepingQualification: true) {
            guard let declared = index.resolveClass(name, from: scopes(), in: file.path) else { continue }
            let protocols = index.conformanceList(ofClass: declared).filter { !index.protocols(named: $0).isEmpty }
            guard let chosen = Self.closest(to: declared.name, among: protocols) else { continue }
            return Advice(className: name, protocolName: chosen)
        }
        return nil
    }

    /// The name among `candidates` that shares the longest run of characters with `name`; the first of
    /// those that share as much.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.utf8)
        var best: (name: String, shared: Int)?
        for candidate in candidates {
            let shared = longestCommonRun(target, Array(candidate.utf8))
            if shared > best?.shared ?? -1 { best = (candidate, shared) }
        }
        return best?.name
    }

    /// The length of the longest run of bytes that `first` and `second` both hold.
    private static func longestCommonRun(_ first: [UInt8], _ second: [UInt8]) -> Int {
        var previous = [Int](repeating: 0, count: second.count + 1)
        var longest = 0
        for left in first {
            var current = [Int](repeating: 0, count: second.count + 1)
            for (position, right) in second.enumerated() where left == right {
                current[position + 1] = previous[position] + 1
                longest = max(longest, current[position + 1])
            }
            previous = current
        }
        return longest
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
