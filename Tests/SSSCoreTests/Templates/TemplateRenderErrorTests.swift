import Testing
import SSSCore
import SSSTestSupport

struct TemplateRenderErrorTests {
    @Test func unknownVariableSuggestsANameInScope() throws {
        #expect(try TemplateTesting.renderErrors("Hello {{ nme }}", ["name": "Dave"]) == """
            Sample.template:1:10: error: unknown variable 'nme'; did you mean 'name'?
            Hello {{ nme }}
                     ^~~

            """)
    }

    @Test func suggestionsIncludeOuterScopes() throws {
        let context: TemplateValue = ["title": "T", "xs": [["name": "n"]]]
        #expect(try TemplateTesting.renderErrors("{{#each xs}}{{ titel }}{{/each}}", context) == """
            Sample.template:1:16: error: unknown variable 'titel'; did you mean 'title'?
            {{#each xs}}{{ titel }}{{/each}}
                           ^~~~~

            """)
    }

    @Test func aMissingConditionIsAnErrorNotFalse() throws {
        #expect(try TemplateTesting.renderErrors("{{#if missing}}x{{/if}}") == """
            Sample.template:1:7: error: unknown variable 'missing'
            {{#if missing}}x{{/if}}
                  ^~~~~~~

            """)
    }

    @Test func missingKeyOfAnObject() throws {
        #expect(try TemplateTesting.renderErrors("{{ renderable.nme }}", ["renderable": ["name": "Banner"]]) == """
            Sample.template:1:15: error: 'renderable' has no key 'nme'; did you mean 'name'?
            {{ renderable.nme }}
                          ^~~

            """)
    }

    @Test func lookingUpAKeyInAString() throws {
        #expect(try TemplateTesting.renderErrors("{{ name.first }}", ["name": "Banner"]) == """
            Sample.template:1:9: error: cannot look up 'first' in 'name', which is a string
            {{ name.first }}
                    ^~~~~

            """)
    }

    @Test func eachOverSomethingOtherThanAList() throws {
        #expect(try TemplateTesting.renderErrors("{{#each name}}x{{/each}}", ["name": "Banner"]) == """
            Sample.template:1:9: error: '{{#each}}' needs a list, but 'name' is a string
            {{#each name}}x{{/each}}
                    ^~~~

            """)
    }

    @Test func insertingAListOrAnObject() throws {
        #expect(try TemplateTesting.renderErrors("let x = {{ fields }}", ["fields": ["a"]]) == """
            Sample.template:1:12: error: cannot insert 'fields', which is a list; expected a string or a boolean
            let x = {{ fields }}
                       ^~~~~~

            """)
        #expect(try TemplateTesting.renderErrors("{{ a.b }}", ["a": ["b": [:]]]) == """
            Sample.template:1:4: error: cannot insert 'a.b', which is an object; expected a string or a boolean
            {{ a.b }}
               ^~~

            """)
    }

    @Test func helperOnSomethingOtherThanAString() throws {
        #expect(try TemplateTesting.renderErrors("{{ fields | camelCase }}", ["fields": []]) == """
            Sample.template:1:13: error: helper 'camelCase' needs a string, but 'fields' is a list
            {{ fields | camelCase }}
                        ^~~~~~~~~

            """)
        #expect(try TemplateTesting.renderErrors("{{ flag | uppercase }}", ["flag": true]) == """
            Sample.template:1:11: error: helper 'uppercase' needs a string, but 'flag' is a boolean
            {{ flag | uppercase }}
                      ^~~~~~~~~

            """)
    }

    @Test func loopVariableOutsideALoop() throws {
        #expect(try TemplateTesting.renderErrors("{{ @index }}") == """
            Sample.template:1:4: error: '@index' is only available inside '{{#each}}'
            {{ @index }}
               ^~~~~~

            """)
    }

    @Test func anErrorInALaterElementPointsIntoTheTemplate() throws {
        let context: TemplateValue = ["xs": [["v": "1"], ["w": "2"]]]
        #expect(try TemplateTesting.renderErrors("{{#each xs}}\n  {{ v }}\n{{/each}}\n", context) == """
            Sample.template:2:6: error: unknown variable 'v'; did you mean 'w'?
              {{ v }}
                 ^

            """)
    }
}
