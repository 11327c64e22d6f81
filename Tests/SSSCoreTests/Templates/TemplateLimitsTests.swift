import Testing
import SSSCore
import SSSTestSupport

/// Deep nesting and large templates must render or fail with a message, never overflow the stack.
struct TemplateLimitsTests {
    let depth = 10_000

    @Test func rendersTenThousandNestedConditions() throws {
        let template = String(repeating: "{{#if v}}\n", count: depth) + "x\n" + String(repeating: "{{/if}}\n", count: depth)
        #expect(try TemplateTesting.render(template, ["v": true]) == "x\n")
        #expect(try TemplateTesting.render(template, ["v": false]) == "")
    }

    @Test func rendersDeeplyNestedElseBranches() throws {
        let template = String(repeating: "{{#if v}}{{else}}-", count: depth) + "x" + String(repeating: "{{/if}}", count: depth)
        #expect(try TemplateTesting.render(template, ["v": false]) == String(repeating: "-", count: depth) + "x")
        #expect(try TemplateTesting.render(template, ["v": true]) == "")
    }

    /// Each loop level adds a scope that lookups search, so this depth is kept lower.
    @Test func rendersDeeplyNestedLoops() throws {
        let nesting = 2_000
        let template = String(repeating: "{{#each xs}}", count: nesting) + "{{ @index }}" + String(repeating: "{{/each}}", count: nesting)
        #expect(try TemplateTesting.render(template, ["xs": [[:]]]) == "0")
    }

    @Test func reportsEveryUnclosedSectionOfADeepTemplate() throws {
        let template = String(repeating: "{{#if v}}\n", count: depth)
        do {
            _ = try Template(source: SourceFile(path: "Deep.template", text: template))
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.count == depth)
            #expect(error.diagnostics.first?.message == "'{{#if}}' is never closed; expected '{{/if}}'")
            #expect(error.diagnostics.last?.location?.lineColumn == LineColumn(line: depth, column: 1))
        }
    }

    @Test func reportsAMismatchDeepInside() throws {
        let template = String(repeating: "{{#if v}}", count: depth) + "{{/each}}" + String(repeating: "{{/if}}", count: depth)
        let printed = TemplateTesting.parseErrors(template) ?? ""
        #expect(printed.hasPrefix("Sample.template:1:\(depth * 9 + 1): error: '{{/each}}' does not match '{{#if}}'\n"))
    }

    @Test func rendersALargeTemplate() throws {
        let lines = 50_000
        let template = String(repeating: "let {{ name | lowerFirst }}: {{ name }}\n", count: lines)
        let rendered = try TemplateTesting.render(template, ["name": "Banner"])
        #expect(rendered == String(repeating: "let banner: Banner\n", count: lines))
    }
}
