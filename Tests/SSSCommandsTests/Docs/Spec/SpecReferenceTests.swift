import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss docs spec` and `docs/spec.md` are one page from one source, which names every key the spec
/// reader knows, and whose example specs generate code that compiles.
struct SpecReferenceTests {
    static let path = "docs/spec.md"
    static let footer = "\nWritten from the same source as `sss docs spec`; regenerate it with `SSS_RECORD=1 swift test --filter SpecReferenceTests` rather than editing it.\n"

    @Test func theCommittedMarkdownIsUpToDate() throws {
        let markdown = MarkdownPageRenderer().render(SpecReference.page()) + Self.footer
        let url = Repository.url(Self.path)
        if ProcessInfo.processInfo.environment["SSS_RECORD"] == "1" {
            try Data(markdown.utf8).write(to: url)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == markdown, "\(Self.path) is stale: run SSS_RECORD=1 swift test --filter SpecReferenceTests")
    }

    @Test func docsSpecPrintsThePage() {
        let test = TestContext()
        #expect(test.run("docs", "Spec") == .success)
        #expect(test.output.text.hasPrefix("The feature spec\n"))
        #expect(test.output.text.contains("let screen = ProductListAssembler().assemble()\n"))
        let index = TestContext()
        #expect(index.run("docs") == .success)
        #expect(index.output.text.contains("\nREFERENCE\nspec        Every key of a feature spec"))
    }

    @Test func everyKeyHasARowInTheKeyTables() {
        let text = MarkdownPageRenderer().render(SpecReference.page())
        for key in SpecKeys.superSimple.allowed + SpecKeys.superSimple.interaction {
            #expect(text.contains("| `\(key)` |"), "\(key) is not documented")
        }
    }

    @Test func everySimplerKeyHasARow() {
        let text = MarkdownPageRenderer().render(SpecReference.page())
        let section = text.components(separatedBy: "## SIMPLER specs").last ?? ""
        for key in SpecKeys.simpler.allowed + ["shows", "sends", "provides"] {
            #expect(section.contains("| `\(key)` |"), "\(key) is not documented")
        }
    }

    @Test func theSimplerExampleGeneratesCodeThatCompiles() throws {
        let specs = try [
            SpecReader().read(SourceFile(path: "Counter.sss.yml", text: SpecReference.simplerExample)),
            SpecReader().read(SourceFile(path: "Settings.sss.yml", text: "architecture: simpler\nfeature: Settings\ninterfaces:\n  Form:\n    shows: []\n")),
        ]
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan(specs, options: GenerationOptions(testModule: "App"))
        let outcome = try GenerateTestSupport.typeCheck(plan)
        #expect(outcome.sources.succeeded, "\(outcome.sources)")
        #expect(outcome.tests.succeeded, "\(outcome.tests)")
    }

    @Test func everyElementsKeyHasARow() {
        let text = MarkdownPageRenderer().render(SpecReference.page())
        let section = text.components(separatedBy: "## Elements specs").last ?? ""
        for key in SpecKeys.elements.allowed + ["inputs"] {
            #expect(section.contains("`\(key)`"), "\(key) is not documented")
        }
        for key in SpecKeys.elements.allowed {
            #expect(section.contains("| `\(key)` |"), "\(key) has no row")
        }
    }

    @Test func theElementsExampleGeneratesCodeThatCompiles() throws {
        let spec = try SpecReader().read(SourceFile(path: "SignIn.sss.yml", text: SpecReference.elementsExample))
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan([spec], options: GenerationOptions(testModule: "App"))
        #expect(plan.sources.map(\.path).contains("ObserverForSignIn.swift"))
        let outcome = try GenerateTestSupport.typeCheck(plan)
        #expect(outcome.sources.succeeded, "\(outcome.sources)")
        #expect(outcome.tests.succeeded, "\(outcome.tests)")
    }

    @Test func theExampleSpecsGenerateCodeThatCompiles() throws {
        let specs = [
            ("ProductList.sss.yml", SpecReference.example),
            ("ProductDetail.sss.yml", SpecReference.detailExample),
            ("Settings.sss.yml", "feature: Settings\ninteractions:\n  Preferences:\n    events: [didTapDone]\n"),
        ]
        let read = try specs.map { try GenerateTestSupport.readSpec($0.1, path: $0.0) }
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan(read, testModule: "App")
        let outcome = try GenerateTestSupport.typeCheck(plan, adding: try GenerateTestSupport.shopModel())
        #expect(outcome.sources.succeeded, "\(outcome.sources)")
        #expect(outcome.tests.succeeded, "\(outcome.tests)")
    }
}
