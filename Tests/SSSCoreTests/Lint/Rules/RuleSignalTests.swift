import Testing
@testable import SSSCore
import SSSTestSupport

/// What keeps two opt-in rules from crying wolf: the protocol `protocol_dependency` points at, and the
/// event names `interaction_event_naming` accepts.
struct RuleSignalTests {
    @Test func pointsAtTheProtocolWhoseNameSharesTheMostWithTheClass() {
        let closest = { (name: String, candidates: [String]) in ProtocolDependencyRule.closest(to: name, among: candidates) }
        #expect(closest("EditProfileViewController", ["HavingNib", "EditProfileControlling"]) == "EditProfileControlling")
        #expect(closest("KeychainTokenStore", ["KeychainAccessing", "TokenStoring"]) == "TokenStoring")
        #expect(closest("Banner", ["Showing", "Hiding"]) == "Showing")
        #expect(closest("LoginInteraction", []) == nil)
    }

    @Test func namesTheChosenProtocolInTheFinding() throws {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/app", files: [
            "Profile.swift": """
                protocol HavingNib: AnyObject {}
                protocol EditProfileControlling: AnyObject {}
                final class EditProfileViewController: UIViewController, HavingNib, EditProfileControlling {}
                final class EditProfileNavigation {
                    private weak var viewController: EditProfileViewController?
                }
                """,
        ])
        let run = Linter(rules: [ProtocolDependencyRule(settings: LintSettings())], settings: LintSettings(), threads: 1)
            .lint(paths: ["/app/Profile.swift"], fileSystem: fileSystem)
        let finding = try #require(run.findings.first)
        #expect(run.findings.count == 1)
        #expect(finding.reason == "'viewController' depends on class 'EditProfileViewController'; depend on its protocol 'EditProfileControlling' instead")
    }

    @Test(arguments: [
        ("didTapLogin", true), ("willAppear", true), ("did", true), ("viewDidLoad", true), ("textFieldDidChange", true),
        ("keyboardWillShow", true), ("reloadDid", true), ("login", false), ("diddle", false), ("showCandidates", false),
        ("reloadWillpower", false), ("Did", false), ("viewdidLoad", false),
    ])
    func acceptsNamesThatSayWhatHappened(_ name: String, _ expected: Bool) {
        #expect(InteractionEventNamingRule.namesAnEvent(name) == expected, "\(name)")
    }
}
