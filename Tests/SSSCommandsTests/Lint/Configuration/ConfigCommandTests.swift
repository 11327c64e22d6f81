import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct ConfigCommandTests {
    @Test func printsTheDefaultsWhenThereIsNoConfigurationFile() {
        let test = ConfigurationTestSupport.context(["A.swift": ""])
        #expect(test.run("config") == .success)
        #expect(test.errorOutput.text.isEmpty)
        #expect(test.output.text == """
            # No .sss.yml was found in the current folder or above it, up to the repository's root; these are the defaults.
            architecture: ssa  # Super Simple Architecture: its rules run by default, and its roles are below
            included: []
            excluded: []
            disabled_rules: []
            opt_in_rules: []
            only_rules: []
            roles:
              assembler: [Assembler]
              interaction: [Interaction]
              navigation: [Navigation]
              renderable: [Renderable]
              rendering: [Rendering]
            custom_class_inheritance:  # enabled
              severity: error
              excluded: []
              allowed_superclasses: []
            assembler_single_initializer:  # enabled
              severity: error
              excluded: []
            assembler_single_method:  # enabled
              severity: error
              excluded: []
            assembler_kind:  # enabled
              severity: warning
              excluded: []
            final_component:  # enabled
              severity: error
              excluded: []
            weak_rendering:  # enabled
              severity: error
              excluded: []
            class_bound_rendering:  # enabled
              severity: error
              excluded: []
            immutable_renderable:  # enabled
              severity: error
              excluded: []
            use_not_init:  # enabled
              severity: warning
              excluded: []
            component_conformance:  # enabled
              severity: warning
              excluded: []
            protocol_dependency:  # disabled (opt-in)
              severity: warning
              excluded: []
            interaction_event_naming:  # disabled (opt-in)
              severity: warning
              excluded: []
            simpler_event_enum:  # disabled (opt-in: a rule of SIMPLER)
              severity: error
              excluded: []
            simpler_exhaustive_pipe:  # disabled (opt-in: a rule of SIMPLER)
              severity: warning
              excluded: []
            simpler_thin_interface:  # disabled (opt-in: a rule of SIMPLER)
              severity: warning
              excluded: []
            simpler_pure_logic:  # disabled (opt-in: a rule of SIMPLER)
              severity: warning
              excluded: []
            simpler_scene_owns_state:  # disabled (opt-in: a rule of SIMPLER)
              severity: warning
              excluded: []
            elements_user_interface_no_uikit:  # disabled (opt-in: a rule of Elements)
              severity: error
              excluded: []
            elements_weak_responder:  # disabled (opt-in: a rule of Elements)
              severity: error
              excluded: []
            elements_class_bound_responder:  # disabled (opt-in: a rule of Elements)
              severity: error
              excluded: []
            elements_view_state_value:  # disabled (opt-in: a rule of Elements)
              severity: error
              excluded: []
            elements_user_interface_view:  # disabled (opt-in: a rule of Elements)
              severity: warning
              excluded: []
            superfluous_disable_command:  # enabled
              severity: warning
              excluded: []

            """)
    }

    @Test func printsWhatTheFileChangesAndWhichRulesRun() {
        let test = ConfigurationTestSupport.context([".sss.yml": """
            only_rules: [final_component, protocol_dependency]
            roles:
              interaction: [Interaction, Interactor]
            final_component: warning
            protocol_dependency:
              excluded: ["**/*Tests.swift", Legacy]

            """])
        #expect(test.run("config") == .success)
        let lines = test.output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "# The configuration read from .sss.yml, with every default filled in.")
        #expect(lines.contains("only_rules: [final_component, protocol_dependency]"))
        #expect(lines.contains("  interaction: [Interaction, Interactor]"))
        #expect(lines.contains("custom_class_inheritance:  # disabled"))
        #expect(lines.contains("final_component:  # enabled"))
        #expect(lines.contains("protocol_dependency:  # enabled (opt-in)"))
        let finalComponent = lines.firstIndex(of: "final_component:  # enabled") ?? 0
        #expect(lines[finalComponent + 1] == "  severity: warning")
        let protocolDependency = lines.firstIndex(of: "protocol_dependency:  # enabled (opt-in)") ?? 0
        #expect(lines[protocolDependency + 2] == "  excluded: [\"**/*Tests.swift\", Legacy]")
    }

    @Test func itsOutputReadsBackIntoTheSameConfiguration() throws {
        let original = try ConfigurationTestSupport.read(#"""
            included: [Sources, "Modules/*/Sources", "Odd Folder/it's \"here\"\\x"]
            excluded: [Sources/Generated, "**/*Tests.swift", "[ab]?.swift", "Café"]
            disabled_rules: [assembler_kind, use_not_init]
            opt_in_rules: [protocol_dependency]
            roles:
              interaction: [Interaction, Interactor]
              renderable: [Renderable, ViewState]
            custom_class_inheritance:
              severity: warning
              allowed_superclasses: [NiblessViewController, Legacy.BaseView]
              excluded: ["Tests/**"]
            final_component: warning
            component_conformance: error

            """#)
        let printed = ConfigurationPrinter().print(original)
        let reread = try ConfigurationTestSupport.read(printed)
        #expect(reread.configuration == original.configuration)
        #expect(reread.warnings.isEmpty)
        #expect(ConfigurationPrinter().print(reread) == printed)
        #expect(reread.configuration.included == ["Sources", "Modules/*/Sources", #"Odd Folder/it's "here"\x"#])
    }

    @Test func theRoundTripHoldsForOnlyRulesAndForTheDefaults() throws {
        for text in ["only_rules: [final_component, interaction_event_naming]\n", "# defaults\n"] {
            let original = try ConfigurationTestSupport.read(text)
            let reread = try ConfigurationTestSupport.read(ConfigurationPrinter().print(original))
            #expect(reread.configuration == original.configuration)
            #expect(reread.warnings.isEmpty)
        }
    }

    @Test func readsTheFileNamedWithConfig() {
        let test = ConfigurationTestSupport.context([
            ".sss.yml": "final_component: warning\n",
            "ci/strict.yml": "final_component: error\nassembler_kind: error\n",
        ])
        #expect(test.run("config", "--config", "ci/strict.yml") == .success)
        #expect(test.output.text.hasPrefix("# The configuration read from ci/strict.yml, with every default filled in.\n"))
        #expect(test.output.text.contains("assembler_kind:  # enabled\n  severity: error\n"))
    }

    @Test func aMissingExplicitFileIsAnError() {
        let test = ConfigurationTestSupport.context(["A.swift": ""])
        #expect(test.run("config", "--config", "nowhere.yml") == .failure)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == "nowhere.yml: error: no such configuration file\n")
    }

    @Test func aConfigurationThatCannotBeReadIsAnError() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work")
        try? fileSystem.createDirectory(atPath: "/work/.sss.yml")
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("config") == .failure)
        #expect(test.errorOutput.text == ".sss.yml: error: cannot read configuration file: is a directory\n")
    }

    @Test func reportsErrorsAndPrintsNothing() {
        let test = ConfigurationTestSupport.context([".sss.yml": "final_component: eror\n"])
        #expect(test.run("config") == .failure)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == """
            .sss.yml:1:18: error: 'final_component' expects a severity (warning or error) or a mapping of its settings, found 'eror'; did you mean 'error'?
            final_component: eror
                             ^~~~

            """)
    }

    @Test func printsWarningsAndTheConfiguration() {
        let test = ConfigurationTestSupport.context([".sss.yml": "opt_in_rules: [final_component]\n"])
        #expect(test.run("config") == .success)
        #expect(test.errorOutput.text.hasPrefix(".sss.yml:1:16: warning: rule 'final_component' runs by default"))
        #expect(test.output.text.contains("opt_in_rules: [final_component]\n"))
    }
}
