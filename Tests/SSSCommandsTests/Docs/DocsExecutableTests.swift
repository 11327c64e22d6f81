import Foundation
import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

/// `sss rules` and `sss docs` through the built binary, whose output here is a pipe.
struct DocsExecutableTests {
    @Test func listsTheRulesAsPlainTabSeparatedLines() throws {
        // In a folder of its own, so no `.sss.yml` adds the column of rules enabled by a configuration.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltProduct.run(["rules"], in: folder)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == RuleRegistry.all.count)
        #expect(lines.first == "custom_class_inheritance\tCustom Class Inheritance\terror\ton\tssa,elements\tcodebase")
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test func printsAGuidePageAndRejectsAnUnknownRule() throws {
        let page = try BuiltProduct.run(["docs", "assembler"])
        #expect(page.status == 0)
        #expect(page.output.hasPrefix("Assembler\n\nThe one place that builds a component"))
        #expect(page.output.contains("GreeterInteractionAssembler.swift\n    /// Builds the Greeter interaction.\n"))
        let unknown = try BuiltProduct.run(["rules", "final"])
        #expect(unknown.status == 1)
        #expect(unknown.output.isEmpty)
        #expect(unknown.errorOutput.hasPrefix("error: unknown rule 'final'"))
    }
}
