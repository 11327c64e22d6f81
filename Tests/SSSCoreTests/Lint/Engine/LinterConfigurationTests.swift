import Testing
import SSSCore
import SSSTestSupport

/// What a tool that embeds `sss` does: read a configuration, find the files, lint them.
struct LinterConfigurationTests {
    @Test func aLinterMadeFromAConfigurationRunsItsRulesWithItsSettings() throws {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: [
            "App/Base.swift": "class BaseView {}\nclass LegacyView {}\n",
            "App/Views.swift": "final class ProfileView: BaseView {}\nfinal class OldView: LegacyView {}\n",
            "App/LoginInteracting.swift": "protocol LoginInteracting: AnyObject {\n    func tapped()\n}\n",
        ])
        let configuration = try ConfigurationTestSupport.read("""
            opt_in_rules: [interaction_event_naming]
            custom_class_inheritance:
              allowed_superclasses: [LegacyView]
            """).configuration
        let files = SourceCollector(fileSystem: fileSystem).collect(["App"]).files
        let run = Linter(configuration: configuration, threads: 2).lint(paths: files, fileSystem: fileSystem)
        #expect(run.findings.map { "\($0.path):\($0.position.line) \($0.ruleID)" } == [
            "/work/App/LoginInteracting.swift:2 interaction_event_naming",
            "/work/App/Views.swift:1 custom_class_inheritance",
        ])
        let defaults = Linter(configuration: Configuration(), threads: 1).lint(paths: files, fileSystem: fileSystem)
        #expect(defaults.findings.map(\.ruleID) == ["custom_class_inheritance", "custom_class_inheritance"])
    }
}
