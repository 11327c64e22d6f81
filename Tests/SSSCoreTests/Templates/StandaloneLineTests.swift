import Testing
import SSSCore
import SSSTestSupport

struct StandaloneLineTests {
    @Test func sectionLinesVanishSoTemplatesCanBeIndented() throws {
        let template = """
            struct {{ name }}Renderable {
                {{#each fields}}
                let {{ name }}: {{ type }}
                {{/each}}
            }

            """
        let context: TemplateValue = [
            "name": "Banner",
            "fields": [["name": "message", "type": "String"], ["name": "subtitle", "type": "String?"]],
        ]
        #expect(try TemplateTesting.render(template, context) == """
            struct BannerRenderable {
                let message: String
                let subtitle: String?
            }

            """)
    }

    @Test func elseAndCommentLinesVanish() throws {
        let template = """
            {{! chooses the stored navigation }}
            {{#if navigates}}
                private let navigation: Navigating
            {{else}}
                // no navigation
            {{/if}}
            done
            """
        #expect(try TemplateTesting.render(template, ["navigates": true]) == "    private let navigation: Navigating\ndone")
        #expect(try TemplateTesting.render(template, ["navigates": false]) == "    // no navigation\ndone")
    }

    @Test func eachElseLinesVanish() throws {
        let template = "{{#each xs}}\n- {{ v }}\n{{else}}\n(empty)\n{{/each}}\n"
        #expect(try TemplateTesting.render(template, ["xs": [["v": "a"]]]) == "- a\n")
        #expect(try TemplateTesting.render(template, ["xs": []]) == "(empty)\n")
    }

    @Test func handlesWindowsLineEnds() throws {
        let template = "a\r\n  {{#if x}}\r\nb\r\n  {{/if}}\r\nc\r\n"
        #expect(try TemplateTesting.render(template, ["x": true]) == "a\r\nb\r\nc\r\n")
        #expect(try TemplateTesting.render(template, ["x": false]) == "a\r\nc\r\n")
    }

    @Test func handlesOldMacLineEnds() throws {
        #expect(try TemplateTesting.render("a\r{{#if x}}\rb\r{{/if}}\r", ["x": true]) == "a\rb\r")
    }

    @Test func theLastLineNeedsNoLineBreak() throws {
        #expect(try TemplateTesting.render("{{#if x}}\na\n  {{/if}}", ["x": true]) == "a\n")
        #expect(try TemplateTesting.render("a\n{{! end }}", ["x": true]) == "a\n")
        #expect(try TemplateTesting.render("{{! only }}") == "")
    }

    @Test func aLineWithAnInsertionOrTextIsKept() throws {
        #expect(try TemplateTesting.render("  {{ name }}\n", ["name": "Banner"]) == "  Banner\n")
        #expect(try TemplateTesting.render("x {{#if v}}\ny\n{{/if}} z\n", ["v": true]) == "x \ny\n z\n")
        #expect(try TemplateTesting.render("{{#if v}}{{ name }}{{/if}}\n", ["v": true, "name": "n"]) == "n\n")
    }

    @Test func aLineOfSeveralControlTagsVanishes() throws {
        let template = "{{#if a}}{{#if b}}\nboth\n{{/if}} {{/if}}\nend\n"
        #expect(try TemplateTesting.render(template, ["a": true, "b": true]) == "both\nend\n")
        #expect(try TemplateTesting.render(template, ["a": true, "b": false]) == "end\n")
    }

    @Test func tabsCountAsBlanks() throws {
        #expect(try TemplateTesting.render("\t{{#each xs}}\t\nitem\n\t{{/each}}\n", ["xs": [[:], [:]]]) == "item\nitem\n")
    }

    @Test func aCommentSpanningLinesVanishesWithItsLines() throws {
        #expect(try TemplateTesting.render("a\n  {{! one\n two }}\nb") == "a\nb")
    }

    @Test func blankLinesWithoutTagsAreKept() throws {
        #expect(try TemplateTesting.render("a\n\n  \n{{#if v}}\n\nb\n{{/if}}\n", ["v": true]) == "a\n\n  \n\nb\n")
    }
}
