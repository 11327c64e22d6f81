import Testing
import SSSCore
import SSSTestSupport

/// The `architecture` key of `.sss.yml`: the rules that run by default, the roles it names, and the
/// rules of other architectures, which run only when opted in to.
struct ArchitectureConfigurationTests {
    private func enabled(_ text: String) throws -> [String] {
        try ConfigurationTestSupport.read(text).configuration.enabledRules.map { $0.description.identifier }
    }

    private func ruleSet(of architecture: Architecture) -> [String] {
        RuleRegistry.descriptions.filter { $0.runsByDefault(in: architecture) }.map(\.identifier)
    }

    @Test func theArchitecturePicksTheRulesThatRunByDefault() throws {
        #expect(try ConfigurationTestSupport.read("").configuration.architecture == .ssa)
        #expect(try enabled("") == ruleSet(of: .ssa))
        #expect(try enabled("architecture: ssa\n") == ruleSet(of: .ssa))
        #expect(try enabled("architecture: simpler\n") == ruleSet(of: .simpler))
        #expect(try enabled("architecture: elements\n") == ruleSet(of: .elements))
        #expect(ruleSet(of: .ssa).contains("final_component"))
        #expect(!ruleSet(of: .simpler).contains("final_component"))
        #expect(ruleSet(of: .elements).contains("custom_class_inheritance"))
        for architecture in Architecture.allCases {
            #expect(ruleSet(of: architecture).contains("superfluous_disable_command"))
        }
    }

    @Test func aRuleOfAnotherArchitectureRunsWhenOptedInToOrListedInOnlyRules() throws {
        let optedIn = try enabled("architecture: simpler\nopt_in_rules: [final_component]\n")
        #expect(Set(optedIn) == Set(ruleSet(of: .simpler) + ["final_component"]))
        #expect(optedIn.count == ruleSet(of: .simpler).count + 1)
        #expect(try enabled("architecture: simpler\nonly_rules: [weak_rendering]\n") == ["weak_rendering"])
        #expect(ConfigurationTestSupport.problems("architecture: simpler\nopt_in_rules: [final_component]\nfinal_component: warning\n") == "ok")
    }

    @Test func listingsThatChangeNothingInThisArchitectureGetWarnings() {
        #expect(ConfigurationTestSupport.problems("architecture: simpler\nopt_in_rules: [superfluous_disable_command]\ndisabled_rules: [final_component]\n") == """
            .sss.yml:2:16: warning: rule 'superfluous_disable_command' runs by default in SIMPLER codebases; listing it in 'opt_in_rules' has no effect
            opt_in_rules: [superfluous_disable_command]
                           ^~~~~~~~~~~~~~~~~~~~~~~~~~~
            .sss.yml:3:18: warning: rule 'final_component' is a rule of Super Simple Architecture and off in SIMPLER codebases unless enabled; listing it in 'disabled_rules' has no effect
            disabled_rules: [final_component]
                             ^~~~~~~~~~~~~~~

            """)
        #expect(ConfigurationTestSupport.problems("architecture: simpler\nopt_in_rules: [final_component]\n") == "ok")
    }

    @Test func aValueThatNamesNoArchitectureIsAnErrorAtItsPlace() {
        #expect(ConfigurationTestSupport.problems("architecture: swiftui\n") == """
            .sss.yml:1:15: error: 'architecture' expects ssa, simpler or elements, found 'swiftui'
            architecture: swiftui
                          ^~~~~~~

            """)
        #expect(ConfigurationTestSupport.problems("architecture: element\n").contains("found 'element'; did you mean 'elements'?"))
    }

    @Test func rolesAreTheArchitecturesOwnWhereverTheKeyIsWritten() throws {
        #expect(ConfigurationTestSupport.problems("roles:\n  scene: [Screen]\n  interaction: [Interactor]\narchitecture: simpler\n") == """
            .sss.yml:3:3: error: role 'interaction' belongs to Super Simple Architecture, not to SIMPLER ('architecture: simpler'); expected 'scene', 'model', 'event', 'store' or 'resource'
              interaction: [Interactor]
              ^~~~~~~~~~~

            """)
        #expect(ConfigurationTestSupport.problems("roles:\n  scene: [Screen]\n").contains("error: role 'scene' belongs to SIMPLER, not to Super Simple Architecture ('architecture: ssa'); expected 'assembler'"))
        let loaded = try ConfigurationTestSupport.read("architecture: simpler\nroles:\n  scene: [Scene, Screen]\n")
        #expect(loaded.configuration.roles.role(of: "CounterScreen") == .scene)
        #expect(loaded.configuration.roles.role(of: "CounterModel") == .model)
        #expect(loaded.configuration.roles.role(of: "LoginInteraction") == .interaction)
    }

    @Test func aSuffixGivenToARoleOfThisArchitectureWinsOverAnotherArchitecturesDefault() throws {
        let loaded = try ConfigurationTestSupport.read("roles:\n  renderable: [Renderable, Model]\n")
        #expect(loaded.configuration.roles.role(of: "ProfileModel") == .renderable)
        #expect(RoleSuffixes().role(of: "ProfileModel") == .model)
        #expect(ConfigurationTestSupport.problems("roles:\n  rendering: [Rendering, Renderable]\n").contains("error: suffix 'Renderable' already gives role 'renderable'"))
    }

    @Test func everyRoleBelongsToOneArchitectureAndEveryDefaultSuffixToOneRole() {
        let suffixes = Role.allCases.flatMap(\.defaultSuffixes)
        #expect(Set(suffixes).count == suffixes.count)
        #expect(Role.roles(of: .ssa) == [.assembler, .interaction, .navigation, .renderable, .rendering])
        #expect(Role.roles(of: .simpler) == [.scene, .model, .event, .store, .resource])
    }
}
