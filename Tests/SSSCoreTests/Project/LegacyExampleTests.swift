import Testing
import SSSCore
import SSSTestSupport

/// `Examples/Legacy` is the codebase the README lints first; it keeps breaking the rules it says it breaks.
struct LegacyExampleTests {
    @Test func reportsTheBreachesTheExampleIsWrittenWith() {
        let fileSystem = LocalFileSystem()
        let collected = SourceCollector(fileSystem: fileSystem).collect([Repository.url("Examples/Legacy").path])
        let settings = LintSettings()
        let linter = Linter(rules: RuleRegistry.all.filter { !$0.description.isOptIn }.map { $0.init(settings: settings) }, settings: settings)
        let run = linter.lint(paths: collected.files, fileSystem: fileSystem)
        let found = run.findings.map { finding in
            let file = finding.path.split(separator: "/").last.map(String.init) ?? finding.path
            return "\(file):\(finding.position.line):\(finding.position.column) \(finding.ruleID)"
        }
        #expect(run.lintedFiles.count == 3)
        #expect(found == [
            "ProfileFeature.swift:8:9 immutable_renderable",
            "ProfileFeature.swift:11:10 class_bound_rendering",
            "ProfileFeature.swift:19:7 final_component",
            "ProfileFeature.swift:20:17 weak_rendering",
            "ProfileFeature.swift:35:66 assembler_single_initializer",
            "ProfileFeature.swift:36:16 assembler_single_initializer",
            "ProfileFeature.swift:39:10 assembler_single_method",
            "ProfileNavigation.swift:19:13 assembler_kind",
            "Views.swift:9:13 custom_class_inheritance",
            "Views.swift:11:13 custom_class_inheritance",
        ])
    }
}
