import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// What the `architecture` of `.sss.yml` changes on the command line: the rules `sss lint` runs,
/// `sss config`'s output, and the rows of `sss rules --architecture`.
struct ArchitectureCommandTests {
    /// An Interaction that is not `final` breaks `final_component`, a Super Simple Architecture rule.
    static let files = ["LoginInteraction.swift": "class LoginInteraction: LoginInteracting {}\nprotocol LoginInteracting: AnyObject {}\n"]

    @Test func lintRunsTheRulesOfTheConfiguredArchitecture() {
        let superSimple = ConfigurationTestSupport.context(Self.files)
        #expect(superSimple.run("lint", "--quiet") == .violations)
        #expect(superSimple.output.text.contains("(final_component)"))
        var files = Self.files
        files[".sss.yml"] = "architecture: simpler\n"
        let simpler = ConfigurationTestSupport.context(files)
        #expect(simpler.run("lint", "--quiet") == .success)
        #expect(simpler.output.text.isEmpty)
        files[".sss.yml"] = "architecture: simpler\nopt_in_rules: [final_component]\n"
        let optedIn = ConfigurationTestSupport.context(files)
        #expect(optedIn.run("lint", "--quiet") == .violations)
        #expect(optedIn.output.text.contains("(final_component)"))
    }

    @Test func configShowsTheArchitectureItsRolesAndWhichRulesRun() throws {
        let test = ConfigurationTestSupport.context([".sss.yml": "architecture: simpler\nopt_in_rules: [final_component]\nroles:\n  store: [Store, Pipe]\n"])
        #expect(test.run("config") == .success)
        let lines = test.output.text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "architecture: simpler  # SIMPLER: its rules run by default, and its roles are below")
        let roles = try #require(lines.firstIndex(of: "roles:"))
        #expect(Array(lines[(roles + 1)...(roles + 5)]) == [
            "  scene: [Scene]", "  model: [Model]", "  event: [Event]", "  store: [Store, Pipe]", "  resource: [Resource]",
        ])
        #expect(lines[roles + 6].hasSuffix(":  # disabled (opt-in: a rule of Super Simple Architecture and Elements)"))
        #expect(lines.contains("final_component:  # enabled (opt-in: a rule of Super Simple Architecture)"))
        #expect(lines.contains("weak_rendering:  # disabled (opt-in: a rule of Super Simple Architecture)"))
        #expect(lines.contains("superfluous_disable_command:  # enabled"))
        let reread = try ConfigurationTestSupport.read(test.output.text)
        let original = try ConfigurationTestSupport.read("architecture: simpler\nopt_in_rules: [final_component]\nroles:\n  store: [Store, Pipe]\n")
        #expect(reread.configuration == original.configuration)
        #expect(reread.warnings.isEmpty)
    }

    @Test func rulesListsTheRulesOfOneArchitecture() {
        let elements = TestContext()
        #expect(elements.run("rules", "--architecture", "elements") == .success)
        let identifiers = elements.output.text.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(identifiers == RuleRegistry.descriptions.filter { $0.architectures.contains(.elements) }.map { Substring($0.identifier) })
        #expect(identifiers == [
            "custom_class_inheritance", "elements_user_interface_no_uikit", "elements_weak_responder", "elements_class_bound_responder",
            "elements_view_state_value", "elements_user_interface_view", "superfluous_disable_command",
        ])
        let typo = TestContext()
        #expect(typo.run("rules", "--architecture", "simplr") == .failure)
        #expect(typo.errorOutput.text.hasPrefix("error: unknown architecture 'simplr'; did you mean 'simpler'?\n"))
        let withRule = TestContext()
        #expect(withRule.run("rules", "final_component", "--architecture", "ssa") == .failure)
        #expect(withRule.errorOutput.text.hasPrefix("error: '--architecture' chooses the rows of the rule table; it takes no rule and no '--markdown'\n"))
    }

    @Test func anElementsCodebaseRunsTheElementsRulesAndNotTheAssemblerRules() {
        let files = [
            ".sss.yml": "architecture: elements\n",
            "SignIn.swift": """
                protocol SignInIxResponder {}
                struct SignInDependencyContainer {
                    func makeA() {}
                    func makeB() {}
                }
                class LoginInteraction {}

                """,
        ]
        let test = ConfigurationTestSupport.context(files)
        #expect(test.run("lint", "--quiet") == .violations)
        #expect(test.output.text.contains("SignIn.swift:1:10: error: Elements Class-Bound Responder Violation: "))
        #expect(!test.output.text.contains("(assembler_single_method)"))
        #expect(!test.output.text.contains("(final_component)"))
        #expect(test.output.text.split(separator: "\n").count == 1)
    }

    @Test func configShowsTheElementsRolesAndWhichRulesRun() throws {
        let test = ConfigurationTestSupport.context([".sss.yml": "architecture: elements\nroles:\n  ix_responder: [IxResponder, Actions]\n"])
        #expect(test.run("config") == .success)
        let lines = test.output.text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "architecture: elements  # Elements: its rules run by default, and its roles are below")
        let roles = try #require(lines.firstIndex(of: "roles:"))
        #expect(Array(lines[(roles + 1)...(roles + 6)]) == [
            "  user_interface: [UserInterface]", "  ix_responder: [IxResponder, Actions]", "  event_responder: [EventResponder]",
            "  use_case: [UseCase]", "  view_state: [ViewState]", "  dependency_container: [DependencyContainer]",
        ])
        #expect(lines.contains("elements_weak_responder:  # enabled"))
        #expect(lines.contains("elements_user_interface_view:  # enabled"))
        #expect(lines.contains("custom_class_inheritance:  # enabled"))
        #expect(lines.contains("assembler_single_method:  # disabled (opt-in: a rule of Super Simple Architecture)"))
        #expect(lines.contains("simpler_event_enum:  # disabled (opt-in: a rule of SIMPLER)"))
        let reread = try ConfigurationTestSupport.read(test.output.text)
        #expect(reread.configuration == (try ConfigurationTestSupport.read("architecture: elements\nroles:\n  ix_responder: [IxResponder, Actions]\n")).configuration)
    }

    @Test func generateWritesAnElementsFeature() {
        let spec = "architecture: elements\nfeature: SignIn\ninteractions: [signIn(email: String)]\n"
        let test = TestContext(fileSystem: InMemoryFileSystem(files: ["SignIn.sss.yml": spec]))
        #expect(test.run("generate", "SignIn.sss.yml", "--output", "Out") == .success)
        #expect(test.errorOutput.text.isEmpty)
        #expect(test.output.text == """
                  create  Out/SignInUserInterface.swift
                  create  Out/SignInViewState.swift
                  create  Out/SignInIxResponder.swift
                  create  Out/SignInRootView.swift
                  create  Out/SignInViewController.swift
                  create  Out/SignInDependencyContainer.swift
                  create  Out/.sss-generated.json

            """)
    }
}
