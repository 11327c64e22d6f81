import Testing
import SSSCore
import SSSTestSupport

/// `sss lint` holds this repository and the generator's reference output to the rules of their
/// architecture, opt-in rules included: Super Simple Architecture's for the sources and the UIKit
/// output, SIMPLER's for the SwiftUI output.
struct SelfLintTests {
    private func findings(in folder: String, architecture: Architecture = .ssa) -> [Finding] {
        let fileSystem = LocalFileSystem()
        let collected = SourceCollector(fileSystem: fileSystem).collect([Repository.url(folder).path])
        let settings = LintSettings()
        let rules = RuleRegistry.all.filter { $0.description.architectures.contains(architecture) }
        let linter = Linter(rules: rules.map { $0.init(settings: settings) }, settings: settings)
        let run = linter.lint(paths: collected.files, fileSystem: fileSystem)
        #expect(run.lintedFiles.count > 5)
        #expect(run.skipped.isEmpty)
        return run.findings
    }

    @Test func theProductsOwnSourcesLintClean() {
        let found = findings(in: "Sources")
        #expect(found.isEmpty, "\(XcodeReporter().report(found, context: ReportContext()))")
    }

    @Test func theGeneratorsReferenceOutputLintsClean() {
        for folder in ["Examples", "ExampleTests"] {
            let found = findings(in: "Tests/Fixtures/Golden/" + folder)
            #expect(found.isEmpty, "\(XcodeReporter().report(found, context: ReportContext()))")
        }
        for folder in ["Simpler", "SimplerTests"] {
            let found = findings(in: "Tests/Fixtures/Golden/" + folder, architecture: .simpler)
            #expect(found.isEmpty, "\(XcodeReporter().report(found, context: ReportContext()))")
        }
    }
}
