import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// The configuration examples in the documentation are real configurations.
struct DocumentedConfigurationTests {
    /// The ```yaml blocks of a Markdown file.
    private func yamlBlocks(in relativePath: String) throws -> [String] {
        let text = try String(contentsOf: Repository.url(relativePath), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```yaml" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test(arguments: ["docs/configuration.md", "README.md"])
    func everyExampleReadsWithoutProblems(path: String) throws {
        let blocks = try yamlBlocks(in: path)
        #expect(!blocks.isEmpty)
        // Feature specs and GitHub Actions workflows are YAML too, but not configurations.
        for block in blocks where !block.hasPrefix("feature:") && !block.hasPrefix("name:") {
            #expect(ConfigurationTestSupport.problems(block) == "ok", "\(block)")
        }
    }
}
