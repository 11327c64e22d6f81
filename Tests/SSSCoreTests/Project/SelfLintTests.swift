import Testing
import SSSCore
import SSSTestSupport

/// `sss lint` holds this repository and the generator's reference output to the architecture's rules,
/// opt-in rules included.
struct SelfLintTests {
    private func findings(in folder: String) -> [Finding] {
        let fileSystem = LocalFileSystem()
        let collected = SourceCollector(fileSystem: fileSystem).collect([Repository.url(folder).path])
        let settings = LintSettings()
        let linter = Linter(rules: RuleRegistry.all.map { $0.init(settings: settings) }, settings: settings)
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
        let found = findings(in: "Tests/Fixtures/Golden")
        #expect(found.isEmpty, "\(XcodeReporter().report(found, context: ReportContext()))")
    }
}
