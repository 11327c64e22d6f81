import Testing
@testable import SSSCore
import SSSTestSupport

/// Loops nested over the same list multiply their work; rendering stops at a limit with a message
/// at the loop instead of running for hours or filling memory.
struct TemplateRunawayTests {
    private let context: TemplateValue = ["xs": ["a", "b", "c"]]

    private func errors(_ text: String, _ limits: RenderLimits) throws -> String? {
        let template = try Template(source: SourceFile(path: TemplateTesting.path, text: text))
        do {
            _ = try template.render(context, limits: limits)
            return nil
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }

    @Test func stopsSixNestedLoopsOverThreeElements() throws {
        let text = String(repeating: "{{#each xs}}", count: 6) + String(repeating: "{{/each}}", count: 6)
        // 12 nodes and 5 values in the context (itself, the list, three strings): 12 * 6 steps
        // on top of the base, fewer than 3^6 passes need. The error points at the innermost loop.
        #expect(try errors(text, RenderLimits(baseSteps: 1_000, outputBytes: 1_000)) == """
            Sample.template:1:69: error: rendering stopped because it takes more than 1072 steps; loops nested over the same lists multiply the work
            \(text)
            \(String(repeating: " ", count: 68))^~

            """)
    }

    @Test func stopsOutputPastItsLimit() throws {
        #expect(try errors("{{#each xs}}{{#each xs}}0123456789{{/each}}{{/each}}", RenderLimits(baseSteps: 1_000, outputBytes: 45)) == """
            Sample.template:1:21: error: rendering stopped because the output exceeds 45 bytes; loops nested over the same lists multiply the work
            {{#each xs}}{{#each xs}}0123456789{{/each}}{{/each}}
                                ^~

            """)
    }

    @Test func rendersTheSameLoopsWithinTheLimits() throws {
        #expect(try errors("{{#each xs}}{{#each xs}}0123456789{{/each}}{{/each}}", RenderLimits(baseSteps: 1_000, outputBytes: 90)) == nil)
        let sixLoops = String(repeating: "{{#each xs}}", count: 6) + String(repeating: "{{/each}}", count: 6)
        #expect(try errors(sixLoops, RenderLimits(baseSteps: 3_000, outputBytes: 0)) == nil)
    }

    @Test func stopsARunawayTemplateWithTheStandardLimits() throws {
        let text = String(repeating: "{{#each xs}}", count: 20) + "x" + String(repeating: "{{/each}}", count: 20)
        let printed = try errors(text, .standard) ?? ""
        #expect(printed.hasPrefix("Sample.template:1:237: error: rendering stopped because it takes more than 1000246 steps;"))
    }
}
