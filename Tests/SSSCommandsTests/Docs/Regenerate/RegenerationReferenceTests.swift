import Foundation
import Testing
import SSSCommands
@testable import SSSCore
import SSSTestSupport

/// `sss docs regenerate` and `docs/regenerating.md` are one page from one source, and what it
/// says about the record and the verbs is what the code does.
struct RegenerationReferenceTests {
    static let path = "docs/regenerating.md"
    static let footer = "\nWritten from the same source as `sss docs regenerate`; regenerate it with `SSS_RECORD=1 swift test --filter RegenerationReferenceTests` rather than editing it.\n"

    @Test func theCommittedMarkdownIsUpToDate() throws {
        let markdown = MarkdownPageRenderer().render(RegenerationReference.page()) + Self.footer
        let url = Repository.url(Self.path)
        if ProcessInfo.processInfo.environment["SSS_RECORD"] == "1" {
            try Data(markdown.utf8).write(to: url)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == markdown, "\(Self.path) is stale: run SSS_RECORD=1 swift test --filter RegenerationReferenceTests")
    }

    @Test func docsRegeneratePrintsThePageAndTheIndexListsIt() {
        for name in ["regenerate", "Regenerating"] {
            let test = TestContext()
            #expect(test.run("docs", name) == .success)
            #expect(test.output.text.hasPrefix("Regenerating a feature\n"))
        }
        let index = TestContext()
        #expect(index.run("docs") == .success)
        #expect(index.output.text.contains("\nregenerate  Generating again after editing the code"))
    }

    @Test func theExampleRecordReadsBackAsTheFileItDescribes() throws {
        let record = try GenerationRecordReader.decode(SourceFile(path: "example", text: RegenerationReference.exampleRecord))
        let entry = try #require(record["Lobby/WelcomeRenderable.swift"])
        #expect(entry.feature == "Lobby")
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan(
            [GenerateTestSupport.readSpec("feature: Lobby\nrenderables:\n  Welcome:\n    title: String\ninteractions:\n  Welcome:\n    renders: [Welcome]\n", path: "Lobby.sss.yml")],
            options: GenerationOptions(layout: .feature)
        )
        #expect(plan.sources.first { $0.path == entry.path }?.contents == entry.text, "the example is what sss generates")
    }

    @Test func theVerbTableNamesEveryVerb() {
        let text = MarkdownPageRenderer().render(RegenerationReference.page())
        for action in FileChange.Action.allCases where action != .markers {
            #expect(text.contains("| `\(action.verb)` |"), "\(action.verb) is not documented")
        }
    }
}
