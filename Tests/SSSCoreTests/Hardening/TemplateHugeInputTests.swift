import Testing
import SSSCore
import SSSTestSupport

/// Templates far larger or deeper than any real one still render or give clean diagnostics.
/// Linear time for these inputs is measured by Scripts/scaling.sh, not here.
struct TemplateHugeInputTests {
    let depth = 100_000

    private func nested(_ open: String, _ body: String, _ close: String) -> String {
        String(repeating: open, count: depth) + body + String(repeating: close, count: depth)
    }

    @Test func rendersAHundredThousandNestedConditions() throws {
        let template = nested("{{#if v}}\n", "x\n", "{{/if}}\n")
        #expect(try TemplateTesting.render(template, ["v": true]) == "x\n")
        #expect(try TemplateTesting.render(template, ["v": false]) == "")
    }

    @Test func rendersAHundredThousandNestedLoops() throws {
        let template = nested("{{#each xs}}", "{{ name }}{{ @index }}", "{{/each}}")
        #expect(try TemplateTesting.render(template, ["name": "n", "xs": [[:]]]) == "n0")
    }

    @Test func rendersAHundredThousandNestedSectionsOfEveryKind() throws {
        let template = String(repeating: "{{#each xs}}{{#unless no}}{{#if yes}}", count: depth / 3) + "x"
            + String(repeating: "{{/if}}{{/unless}}{{/each}}", count: depth / 3)
        #expect(try TemplateTesting.render(template, ["xs": ["a"], "yes": true, "no": false]) == "x")
    }

    @Test func reportsEveryOneOfAHundredThousandUnclosedSections() {
        let lines = (TemplateTesting.parseErrors(String(repeating: "{{#each xs}}\n", count: depth)) ?? "").split(separator: "\n")
        #expect(lines.count == depth * 3)
        #expect(lines[lines.count - 3] == "Sample.template:\(depth):1: error: '{{#each}}' is never closed; expected '{{/each}}'")
    }

    @Test func reportsAHundredThousandClosingTagsThatMatchNothing() {
        let printed = TemplateTesting.parseErrors(String(repeating: "{{#if v}}", count: depth) + String(repeating: "{{/each}}", count: depth)) ?? ""
        let lines = printed.split(separator: "\n")
        #expect(lines.count == depth * 6 + depth * 3)
        #expect(lines.first == "Sample.template:1:1: error: '{{#if}}' is never closed; expected '{{/if}}'")
        #expect(lines[depth * 3] == "Sample.template:1:\(9 * depth + 1): error: '{{/each}}' does not match '{{#if}}'")
        #expect(lines[depth * 3 + 3] == "Sample.template:1:\(9 * depth - 8): note: '{{#if}}' opened here")
    }

    @Test func rendersATenMegabyteLine() throws {
        let line = String(repeating: "let x = 1; ", count: 1_000_000)
        #expect(try TemplateTesting.render(line + "{{ name }}", ["name": "!"]) == line + "!")
    }
}
