import Testing
import SSSCore
import SSSTestSupport

struct TemplateParseErrorTests {
    @Test func unclosedTag() {
        #expect(TemplateTesting.parseErrors("Hello {{ name\nnext line }}\n") == """
            Sample.template:1:7: error: unclosed tag; expected '}}'
            Hello {{ name
                  ^~

            """)
    }

    @Test func unclosedComment() {
        #expect(TemplateTesting.parseErrors("a\n{{! never\nends") == """
            Sample.template:2:1: error: unclosed tag; expected '}}'
            {{! never
            ^~

            """)
    }

    @Test func emptyTag() {
        #expect(TemplateTesting.parseErrors("a {{ }} b") == """
            Sample.template:1:3: error: empty tag
            a {{ }} b
              ^~~~~

            """)
    }

    @Test func unknownSectionKeyword() {
        #expect(TemplateTesting.parseErrors("{{#iff x}}\n{{/iff}}\n") == """
            Sample.template:1:4: error: unknown section keyword 'iff'; did you mean 'if'?
            {{#iff x}}
               ^~~

            """)
        #expect(TemplateTesting.parseErrors("{{#}}") == """
            Sample.template:1:4: error: expected 'each', 'if' or 'unless' after '#'
            {{#}}
               ^

            """)
    }

    @Test func closingTagThatDoesNotMatchPointsAtTheOpener() {
        #expect(TemplateTesting.parseErrors("{{#each xs}}\n{{#if v}}\n{{/each}}\n") == """
            Sample.template:3:1: error: '{{/each}}' does not match '{{#if}}'
            {{/each}}
            ^~~~~~~~~
            Sample.template:2:1: note: '{{#if}}' opened here
            {{#if v}}
            ^~~~~~~~~

            """)
    }

    @Test func closingTagWithoutSection() {
        #expect(TemplateTesting.parseErrors("x{{/if}}") == """
            Sample.template:1:2: error: '{{/if}}' closes no open section
            x{{/if}}
             ^~~~~~~

            """)
    }

    @Test func sectionNeverClosed() {
        #expect(TemplateTesting.parseErrors("a\n  {{#each xs}}\nb\n") == """
            Sample.template:2:3: error: '{{#each}}' is never closed; expected '{{/each}}'
              {{#each xs}}
              ^~~~~~~~~~~~

            """)
    }

    @Test func elseOutsideASection() {
        #expect(TemplateTesting.parseErrors("a {{else}} b") == """
            Sample.template:1:3: error: '{{else}}' outside a section
            a {{else}} b
              ^~~~~~~~

            """)
    }

    @Test func secondElse() {
        #expect(TemplateTesting.parseErrors("{{#if v}}a{{else}}b{{else}}c{{/if}}") == """
            Sample.template:1:20: error: '{{#if}}' already has an '{{else}}'
            {{#if v}}a{{else}}b{{else}}c{{/if}}
                               ^~~~~~~~
            Sample.template:1:11: note: first '{{else}}' is here
            {{#if v}}a{{else}}b{{else}}c{{/if}}
                      ^~~~~~~~

            """)
    }

    @Test func unknownHelper() {
        #expect(TemplateTesting.parseErrors("{{ name | camelcase }}") == """
            Sample.template:1:11: error: unknown helper 'camelcase'; did you mean 'camelCase'?
            {{ name | camelcase }}
                      ^~~~~~~~~

            """)
        #expect(TemplateTesting.parseErrors("{{ name | shout }}") == """
            Sample.template:1:11: error: unknown helper 'shout'
            {{ name | shout }}
                      ^~~~~

            """)
    }

    @Test func unknownLoopVariable() {
        #expect(TemplateTesting.parseErrors("{{ @idx }}") == """
            Sample.template:1:4: error: unknown loop variable '@idx'; did you mean '@index'?
            {{ @idx }}
               ^~~~

            """)
    }

    @Test func malformedValues() {
        let cases: [(source: String, message: String, marker: String)] = [
            ("{{ a b }}", "1:6: error: unexpected 'b' in tag", "     ^"),
            ("{{ a. }}", "1:6: error: expected a name after '.'", "     ^"),
            ("{{ .a }}", "1:4: error: expected a variable name", "   ^"),
            ("{{ a | }}", "1:7: error: expected a helper name after '|'", "      ^"),
            ("{{#if}}{{/if}}", "1:6: error: expected a value after '#if'", "     ^"),
            ("{{#if v}}{{/if x}}", "1:16: error: unexpected 'x' after '/if'", "               ^"),
            ("{{/}}", "1:4: error: expected 'each', 'if' or 'unless' after '/'", "   ^"),
            ("{{#if v}}{{else if}}{{/if}}", "1:17: error: unexpected 'if' after 'else'", "                ^~"),
        ]
        for (source, message, marker) in cases {
            #expect(TemplateTesting.parseErrors(source) == "Sample.template:\(message)\n\(source)\n\(marker)\n", "\(source)")
        }
    }

    @Test func reportsEveryErrorInSourceOrder() {
        #expect(TemplateTesting.parseErrors("{{ a | shout }}\n{{#each xs}}\n{{ }}\n") == """
            Sample.template:1:8: error: unknown helper 'shout'
            {{ a | shout }}
                   ^~~~~
            Sample.template:2:1: error: '{{#each}}' is never closed; expected '{{/each}}'
            {{#each xs}}
            ^~~~~~~~~~~~
            Sample.template:3:1: error: empty tag
            {{ }}
            ^~~~~

            """)
    }

    @Test func carriesOnAfterAnUnclosedTag() {
        #expect(TemplateTesting.parseErrors("{{ a\n{{ }}\n") == """
            Sample.template:1:1: error: unclosed tag; expected '}}'
            {{ a
            ^~
            Sample.template:2:1: error: empty tag
            {{ }}
            ^~~~~

            """)
    }
}
