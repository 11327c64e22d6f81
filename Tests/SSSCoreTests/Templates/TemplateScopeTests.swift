import Testing
import SSSCore
import SSSTestSupport

struct TemplateScopeTests {
    @Test func anElementsKeysHideOuterNamesOnlyWhereTheElementHasThem() throws {
        let context: TemplateValue = ["name": "Feature", "items": [["name": "inner"], [:]]]
        #expect(try TemplateTesting.render("{{#each items}}{{ name }},{{/each}}{{ name }}", context) == "inner,Feature,Feature")
    }

    @Test func nestedLoopsSeeEveryEnclosingScope() throws {
        let context: TemplateValue = [
            "feature": "DiscoveryOne",
            "interactions": [["name": "PodBayDoors", "renders": [["name": "Banner"], ["name": "DoorStatus"]]]],
        ]
        let template = "{{#each interactions}}{{#each renders}}{{ feature }}.{{ name }} {{/each}}{{ name }}{{/each}}"
        #expect(try TemplateTesting.render(template, context) == "DiscoveryOne.Banner DiscoveryOne.DoorStatus PodBayDoors")
    }

    @Test func loopVariablesBelongToTheInnermostLoop() throws {
        let context: TemplateValue = ["a": [["b": [[:], [:]]], ["b": [[:]]]]]
        let template = "{{#each a}}{{#each b}}{{ @index }}{{/each}}|{{ @index }};{{/each}}"
        #expect(try TemplateTesting.render(template, context) == "01|0;0|1;")
    }

    @Test func elementsWithoutKeysLeaveOuterNamesVisible() throws {
        #expect(try TemplateTesting.render("{{#each xs}}{{ sep }}{{/each}}", ["xs": ["a", "b"], "sep": "-"]) == "--")
    }

    @Test func theFirstNameOfAPathPicksTheScope() throws {
        let context: TemplateValue = ["owner": ["name": "outer"], "xs": [["owner": ["name": "inner"]]]]
        #expect(try TemplateTesting.render("{{#each xs}}{{ owner.name }}{{/each}} {{ owner.name }}", context) == "inner outer")
    }

    /// The rest of a path is looked up in the value the first name found, never in outer scopes.
    @Test func theRestOfAPathDoesNotFallBackOutwards() throws {
        let context: TemplateValue = ["owner": ["name": "outer"], "xs": [["owner": [:]]]]
        #expect(try TemplateTesting.renderErrors("{{#each xs}}{{ owner.name }}{{/each}}", context) == """
            Sample.template:1:22: error: 'owner' has no key 'name'
            {{#each xs}}{{ owner.name }}{{/each}}
                                 ^~~~

            """)
    }

    @Test func anElementsNamesEndWithItsSection() throws {
        #expect(try TemplateTesting.renderErrors("{{#each xs}}{{/each}}{{ inner }}", ["xs": [["inner": "x"]]]) == """
            Sample.template:1:25: error: unknown variable 'inner'
            {{#each xs}}{{/each}}{{ inner }}
                                    ^~~~~

            """)
    }
}
