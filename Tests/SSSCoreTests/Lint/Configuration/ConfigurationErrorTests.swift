import Testing
import SSSCore
import SSSTestSupport

/// Every kind of configuration error, as printed.
struct ConfigurationErrorTests {
    private func problems(_ text: String) -> String {
        ConfigurationTestSupport.problems(text)
    }

    @Test func unknownKeysSuggestTheSettingOrRuleMeant() {
        #expect(problems("exclude: [Generated]\nfinal_componnt: warning\ncolour: blue\n") == """
            .sss.yml:1:1: error: unknown key 'exclude'; did you mean 'excluded'?
            exclude: [Generated]
            ^~~~~~~
            .sss.yml:2:1: error: unknown key 'final_componnt'; did you mean 'final_component'?
            final_componnt: warning
            ^~~~~~~~~~~~~~
            .sss.yml:3:1: error: unknown key 'colour'; expected a setting ('architecture', 'included', 'excluded', 'disabled_rules', 'opt_in_rules', 'only_rules' or 'roles') or a rule identifier
            colour: blue
            ^~~~~~

            """)
    }

    @Test func unknownRuleIdentifiersAreReportedInEveryList() {
        #expect(problems("disabled_rules: [assembler_knd]\nopt_in_rules: [protocol_dependncy]\nonly_rules: [no_such_rule]\n") == """
            .sss.yml:1:18: error: unknown rule 'assembler_knd'; did you mean 'assembler_kind'?
            disabled_rules: [assembler_knd]
                             ^~~~~~~~~~~~~
            .sss.yml:2:16: error: unknown rule 'protocol_dependncy'; did you mean 'protocol_dependency'?
            opt_in_rules: [protocol_dependncy]
                           ^~~~~~~~~~~~~~~~~~
            .sss.yml:3:14: error: unknown rule 'no_such_rule'; the rules are \(RuleRegistry.identifiers.joined(separator: ", "))
            only_rules: [no_such_rule]
                         ^~~~~~~~~~~~

            """)
    }

    @Test func wrongShapesSayWhatWasExpected() {
        #expect(problems("""
            included: Sources
            excluded:
              Generated: true
            disabled_rules:
              - assembler_kind
              - [final_component]
            roles: [Assembler]

            """) == """
            .sss.yml:1:11: error: 'included' expects a list of paths or globs, found 'Sources'; write [Sources]
            included: Sources
                      ^~~~~~~
            .sss.yml:3:3: error: 'excluded' expects a list of paths or globs, found a mapping
              Generated: true
              ^~~~~~~~~~~~~~~
            .sss.yml:6:5: error: unknown rule '[final_component]'; did you mean 'final_component'?
              - [final_component]
                ^~~~~~~~~~~~~~~~~
            .sss.yml:7:8: error: 'roles' expects a mapping of roles to lists of name suffixes, found a list
            roles: [Assembler]
                   ^~~~~~~~~~~

            """)
    }

    @Test func theTopLevelMustBeAMapping() {
        #expect(problems("- included\n") == """
            .sss.yml:1:1: error: a configuration expects a mapping of settings and rule identifiers at its top level, found a list
            - included
            ^~~~~~~~~~

            """)
    }

    @Test func syntaxErrorsComeAloneAndFirst() {
        #expect(problems("included: [Sources\nfinal_componnt: warning\n") == """
            .sss.yml:1:11: error: unbalanced brackets: '[' is not closed on this line
            included: [Sources
                      ^

            """)
    }

    @Test func badSeveritiesSuggestTheOneMeant() {
        #expect(problems("""
            final_component: eror
            weak_rendering: [error]
            use_not_init:
            custom_class_inheritance:
              severity: fatal
            assembler_kind:
              severity: Warning

            """) == """
            .sss.yml:1:18: error: 'final_component' expects a severity (warning or error) or a mapping of its settings, found 'eror'; did you mean 'error'?
            final_component: eror
                             ^~~~
            .sss.yml:2:17: error: 'weak_rendering' expects a severity (warning or error) or a mapping of its settings, found a list
            weak_rendering: [error]
                            ^~~~~~~
            .sss.yml:3:1: error: 'use_not_init' expects a severity (warning or error) or a mapping of its settings, found nothing
            use_not_init:
            ^~~~~~~~~~~~
            .sss.yml:5:13: error: 'severity' expects warning or error, found 'fatal'
              severity: fatal
                        ^~~~~
            .sss.yml:7:13: error: 'severity' expects warning or error, found 'Warning'; did you mean 'warning'?
              severity: Warning
                        ^~~~~~~

            """)
    }

    @Test func ruleSectionsAcceptOnlyTheirOwnKeys() {
        #expect(problems("""
            custom_class_inheritance:
              allowed_superclass: [BaseView]
              allowed_superclasses: [Base View, 9Lives, Legacy.Base]
            final_component:
              allowed_superclasses: [BaseView]
              exclude: [Tests]
              colour: red

            """) == """
            .sss.yml:2:3: error: unknown key 'allowed_superclass' for rule 'custom_class_inheritance'; did you mean 'allowed_superclasses'?
              allowed_superclass: [BaseView]
              ^~~~~~~~~~~~~~~~~~
            .sss.yml:3:26: error: 'Base View' is not a class name
              allowed_superclasses: [Base View, 9Lives, Legacy.Base]
                                     ^~~~~~~~~
            .sss.yml:3:37: error: '9Lives' is not a class name
              allowed_superclasses: [Base View, 9Lives, Legacy.Base]
                                                ^~~~~~
            .sss.yml:5:3: error: unknown key 'allowed_superclasses' for rule 'final_component'; only 'custom_class_inheritance' accepts it
              allowed_superclasses: [BaseView]
              ^~~~~~~~~~~~~~~~~~~~
            .sss.yml:6:3: error: unknown key 'exclude' for rule 'final_component'; did you mean 'excluded'?
              exclude: [Tests]
              ^~~~~~~
            .sss.yml:7:3: error: unknown key 'colour' for rule 'final_component'; expected 'severity' or 'excluded'
              colour: red
              ^~~~~~

            """)
    }

    @Test func badPatternsAreReportedWhereverPatternsAppear() {
        #expect(problems("""
            included: ["Sources/[A-Z"]
            excluded: [""]
            final_component:
              excluded: ["Tests/[!ab"]

            """) == """
            .sss.yml:1:12: error: invalid pattern: '[' starts a character set that is never closed with ']'
            included: ["Sources/[A-Z"]
                       ^~~~~~~~~~~~~~
            .sss.yml:2:12: error: invalid pattern: an empty pattern matches nothing
            excluded: [""]
                       ^~
            .sss.yml:4:14: error: invalid pattern: '[' starts a character set that is never closed with ']'
              excluded: ["Tests/[!ab"]
                         ^~~~~~~~~~~~

            """)
    }

    @Test func onlyRulesExcludesTheOtherLists() {
        #expect(problems("disabled_rules: [assembler_kind]\nopt_in_rules: [protocol_dependency]\nonly_rules: [final_component]\n") == """
            .sss.yml:3:1: error: 'only_rules' cannot be combined with 'disabled_rules' and 'opt_in_rules'; with 'only_rules', exactly the listed rules run
            only_rules: [final_component]
            ^~~~~~~~~~

            """)
        #expect(problems("only_rules: [final_component]\nopt_in_rules: [protocol_dependency]\n") == """
            .sss.yml:1:1: error: 'only_rules' cannot be combined with 'opt_in_rules'; with 'only_rules', exactly the listed rules run
            only_rules: [final_component]
            ^~~~~~~~~~

            """)
        #expect(problems("only_rules: [final_component]\ndisabled_rules: []\nopt_in_rules: []\n") == "ok")
    }

    @Test func aRuleCannotBeBothDisabledAndOptedIn() {
        #expect(problems("disabled_rules: [protocol_dependency]\nopt_in_rules: [protocol_dependency]\n") == """
            .sss.yml:2:16: error: rule 'protocol_dependency' is in both 'disabled_rules' and 'opt_in_rules'
            opt_in_rules: [protocol_dependency]
                           ^~~~~~~~~~~~~~~~~~~

            """)
    }

    @Test func rolesNeedKnownNamesAndUsableSuffixes() {
        #expect(problems("""
            roles:
              interactor: [Interactor]
              presenter: [Presenter]
              interaction: []
              navigation: Router
              rendering: [View-Rendering, Display]

            """) == """
            .sss.yml:2:3: error: unknown role 'interactor'; did you mean 'interaction'?
              interactor: [Interactor]
              ^~~~~~~~~~
            .sss.yml:3:3: error: unknown role 'presenter'; expected 'assembler', 'interaction', 'navigation', 'renderable' or 'rendering'
              presenter: [Presenter]
              ^~~~~~~~~
            .sss.yml:4:16: error: role 'interaction' needs at least one name suffix
              interaction: []
                           ^~
            .sss.yml:5:15: error: role 'navigation' expects a list of name suffixes, found 'Router'; write [Router]
              navigation: Router
                          ^~~~~~
            .sss.yml:6:15: error: suffix 'View-Rendering' cannot end a type name; use letters, digits and '_'
              rendering: [View-Rendering, Display]
                          ^~~~~~~~~~~~~~

            """)
    }

    @Test func aSuffixGivesOnlyOneRole() {
        #expect(problems("""
            roles:
              navigation: [Navigation, Router]
              interaction: [Interaction, Router]
              rendering: [Rendering, Renderable]

            """) == """
            .sss.yml:3:30: error: suffix 'Router' already gives role 'navigation'; a suffix can give only one role
              interaction: [Interaction, Router]
                                         ^~~~~~
            .sss.yml:2:28: note: role 'navigation' lists it here
              navigation: [Navigation, Router]
                                       ^~~~~~
            .sss.yml:4:26: error: suffix 'Renderable' already gives role 'renderable'; a suffix can give only one role
              rendering: [Rendering, Renderable]
                                     ^~~~~~~~~~

            """)
    }

    @Test func everyProblemIsReportedInOneGo() {
        let printed = problems("include: [Sources]\nfinal_component: eror\nroles:\n  interaction: []\n")
        #expect(printed.split(separator: "\n").filter { $0.contains(": error: ") }.count == 3)
    }
}
