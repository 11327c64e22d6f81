import Testing
import SSSCore
import SSSTestSupport

struct ConfigurationReaderTests {
    @Test func readsEveryKey() throws {
        let loaded = try ConfigurationTestSupport.read("""
            included: [Sources, "Modules/*/Sources"]
            excluded: [Sources/Generated, "**/*Tests.swift"]
            disabled_rules: [assembler_kind]
            opt_in_rules: [protocol_dependency]
            only_rules: []
            roles:
              interaction: [Interaction, Interactor]
              rendering:
                - Rendering
                - Display
            custom_class_inheritance:
              severity: warning
              allowed_superclasses: [NiblessViewController, Legacy.BaseView]
              excluded: ["Tests/**"]
            final_component: warning
            use_not_init:
              severity: error

            """)
        let configuration = loaded.configuration
        #expect(configuration.included == ["Sources", "Modules/*/Sources"])
        #expect(configuration.excluded == ["Sources/Generated", "**/*Tests.swift"])
        #expect(configuration.disabledRules == ["assembler_kind"])
        #expect(configuration.optInRules == ["protocol_dependency"])
        #expect(configuration.onlyRules.isEmpty)
        #expect(configuration.roles.suffixes[.interaction] == ["Interaction", "Interactor"])
        #expect(configuration.roles.suffixes[.rendering] == ["Rendering", "Display"])
        #expect(configuration.roles.suffixes[.assembler] == ["Assembler"])
        #expect(configuration.rule("custom_class_inheritance") == RuleConfiguration(
            severity: .warning, excluded: ["Tests/**"], options: ["allowed_superclasses": ["NiblessViewController", "Legacy.BaseView"]]
        ))
        #expect(configuration.rule("final_component") == RuleConfiguration(severity: .warning))
        #expect(configuration.rule("use_not_init") == RuleConfiguration(severity: .error))
        #expect(configuration.rule("weak_rendering") == RuleConfiguration(severity: .error))
        #expect(configuration.rule("component_conformance") == RuleConfiguration(severity: .warning))
        #expect(loaded.includedEntries.map(\.text) == ["Sources", "Modules/*/Sources"])
        #expect(loaded.addedSuffixes.map { "\($0.role.rawValue):\($0.suffix.text)" } == ["interaction:Interactor", "rendering:Display"])
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.folder == "/work")
        #expect(loaded.path == ".sss.yml")
    }

    @Test func decidesWhichRulesRun() throws {
        let standard = try ConfigurationTestSupport.read("disabled_rules: [assembler_kind]\nopt_in_rules: [protocol_dependency]\n").configuration
        #expect(!standard.isEnabled("assembler_kind"))
        #expect(standard.isEnabled("protocol_dependency"))
        #expect(!standard.isEnabled("interaction_event_naming"))
        #expect(standard.isEnabled("final_component"))
        #expect(standard.enabledRules.count == RuleRegistry.all.filter { $0.description.architectures.contains(.ssa) }.count - 2)

        let only = try ConfigurationTestSupport.read("only_rules: [final_component, interaction_event_naming]\n").configuration
        #expect(only.enabledRules.map { $0.description.identifier } == ["final_component", "interaction_event_naming"])
    }

    @Test func turnsIntoLintSettings() throws {
        let settings = try ConfigurationTestSupport.read("""
            roles:
              navigation: [Router]
            custom_class_inheritance:
              allowed_superclasses: [BaseViewController]
            final_component: warning

            """).configuration.lintSettings
        #expect(settings.role(of: "LoginRouter") == .navigation)
        #expect(settings.role(of: "LoginNavigation") == nil)
        #expect(settings.value(of: CustomClassInheritanceRule.allowedSuperclasses, forRule: "custom_class_inheritance") == ["BaseViewController"])
        #expect(settings.value(of: CustomClassInheritanceRule.allowedSuperclasses, forRule: "final_component") == [])
        #expect(settings.severities["final_component"] == .warning)
        #expect(settings.severities["weak_rendering"] == .error)
    }

    @Test func emptyListsMeanTheDefaults() throws {
        let loaded = try ConfigurationTestSupport.read("included: []\nexcluded: []\ndisabled_rules: []\nopt_in_rules: []\nonly_rules: []\n")
        #expect(loaded.configuration == Configuration())
    }

    @Test(arguments: ["", "\n\n", "# nothing configured yet\n  # disabled_rules: [assembler_kind]\n"])
    func aFileWithoutSettingsMeansTheDefaults(text: String) throws {
        let loaded = try ConfigurationTestSupport.read(text)
        #expect(loaded.configuration == Configuration())
        #expect(loaded.warnings.isEmpty)
    }

    @Test func theDocumentedExampleReadsWithoutProblems() {
        #expect(ConfigurationTestSupport.problems("""
            included: [Sources]            # paths to lint when none are given on the command line
            excluded: [Sources/Generated, "**/*Tests.swift"]   # globs; excluded wins over included
            disabled_rules: [assembler_kind]
            opt_in_rules: [protocol_dependency]
            only_rules: []                 # when set, exactly these rules run (exclusive with the two above)
            roles:                         # suffixes that give a type its role
              assembler: [Assembler]
              interaction: [Interaction, Interactor]
              navigation: [Navigation]
              renderable: [Renderable]
              rendering: [Rendering]
            custom_class_inheritance:
              severity: warning
              allowed_superclasses: [NiblessViewController]
              excluded: ["Tests/**"]       # per-rule path excludes
            final_component: error         # bare severity shorthand

            """) == "ok")
    }

    @Test func warnsAboutListingsThatChangeNothing() {
        #expect(ConfigurationTestSupport.problems("opt_in_rules: [final_component]\ndisabled_rules: [interaction_event_naming]\n") == """
            .sss.yml:1:16: warning: rule 'final_component' runs by default; listing it in 'opt_in_rules' has no effect
            opt_in_rules: [final_component]
                           ^~~~~~~~~~~~~~~
            .sss.yml:2:18: warning: rule 'interaction_event_naming' is opt-in and off unless enabled; listing it in 'disabled_rules' has no effect
            disabled_rules: [interaction_event_naming]
                             ^~~~~~~~~~~~~~~~~~~~~~~~

            """)
    }
}
