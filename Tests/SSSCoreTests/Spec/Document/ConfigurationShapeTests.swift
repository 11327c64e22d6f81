import Testing
import SSSCore
import SSSTestSupport

/// The `.sss.yml` configuration is read with the same parser; its documented example must parse.
struct ConfigurationShapeTests {
    @Test func parsesTheDocumentedConfigurationExample() {
        let text = """
            included: [Sources]            # paths to lint when none are given on the command line
            excluded: [Sources/Generated, "**/*Tests.swift"]   # globs; excluded wins over included
            disabled_rules: [assembler_kind]
            opt_in_rules: [protocol_dependency]
            only_rules: []                 # when set, exactly these rules run
            roles:
              assembler: [Assembler]
              interaction: [Interaction, Interactor]
            custom_class_inheritance:
              severity: warning
              allowed_superclasses: [NiblessViewController]
              excluded: ["Tests/**"]       # per-rule path excludes
            final_component: error         # bare severity shorthand

            """
        #expect(SpecTestSupport.outcome(text) == """
            {included: [Sources], excluded: [Sources/Generated, "**/*Tests.swift"], disabled_rules: [assembler_kind], \
            opt_in_rules: [protocol_dependency], only_rules: [], roles: {assembler: [Assembler], \
            interaction: [Interaction, Interactor]}, custom_class_inheritance: {severity: warning, \
            allowed_superclasses: [NiblessViewController], excluded: ["Tests/**"]}, final_component: error}
            """)
    }
}
