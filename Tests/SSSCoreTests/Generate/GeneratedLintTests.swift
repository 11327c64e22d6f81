import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// What `sss generate` writes obeys the rules `sss lint` checks.
struct GeneratedLintTests {
    static func findings(_ files: [PlannedFile], rules: [any Rule.Type]) throws -> [Finding] {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/out")
        for file in files {
            let path = "/out/" + file.path
            if !fileSystem.isDirectory(atPath: Path.parent(of: path)) {
                try fileSystem.createDirectory(atPath: Path.parent(of: path))
            }
            try fileSystem.writeFile(Array(file.contents.utf8), atPath: path)
        }
        let settings = LintSettings()
        let linter = Linter(rules: rules.map { $0.init(settings: settings) }, settings: settings)
        let run = linter.lint(paths: files.map { "/out/" + $0.path }.sorted(), fileSystem: fileSystem)
        #expect(run.lintedFiles.count == files.count)
        return run.findings
    }

    @Test func theExamplesAndTheirTestsLintCleanUnderEveryRule() throws {
        let plan = try GenerateTestSupport.examplePlan()
        let found = try Self.findings(plan.sources + plan.tests, rules: RuleRegistry.all)
        #expect(found.isEmpty, "\(XcodeReporter().report(found, context: ReportContext()))")
    }

    @Test(arguments: ["struct", "enum"])
    func oddSpecsLintCleanUnderTheDefaultRules(flavor: String) throws {
        let oddities = GeneratedTypeCheckTests.oddities.replacingOccurrences(of: "feature: Oddities\n", with: "feature: Oddities\nassembler: \(flavor)\n")
        let plan = try GeneratedTypeCheckTests.plan([("Oddities.sss.yml", oddities), ("Bare.sss.yml", GeneratedTypeCheckTests.bare)])
        let found = try Self.findings(plan.sources + plan.tests, rules: RuleRegistry.all.filter { !$0.description.isOptIn })
        #expect(found.isEmpty, "\(XcodeReporter().report(found, context: ReportContext()))")
    }

    @Test(arguments: [TestFramework.swiftTesting, .xctest])
    func theSimplerSpecsAndTheirTestsLintCleanUnderTheirArchitecture(framework: TestFramework) throws {
        let plan = try SimplerTestSupport.plan(options: GenerationOptions(testModule: "App", testFramework: framework, layout: .feature))
        let configuration = try ConfigurationTestSupport.read("architecture: simpler\n").configuration
        #expect(configuration.enabledRules.count == RuleRegistry.descriptions.filter { $0.runsByDefault(in: .simpler) }.count)
        let rules = RuleRegistry.all.filter { $0.description.architectures.contains(.simpler) }
        #expect(rules.count > 5)
        let found = try Self.findings(plan.sources + plan.tests, rules: rules)
        #expect(found.isEmpty, "\(XcodeReporter().report(found, context: ReportContext()))")
    }

    @Test(arguments: [TestFramework.swiftTesting, .xctest])
    func theElementsSpecsAndTheirTestsLintCleanUnderTheirArchitecture(framework: TestFramework) throws {
        let plan = try ElementsTestSupport.plan(options: GenerationOptions(testModule: "App", testFramework: framework, layout: .feature))
        let configuration = try ConfigurationTestSupport.read("architecture: elements\n").configuration
        let rules = RuleRegistry.all.filter { $0.description.runsByDefault(in: .elements) }
        #expect(configuration.enabledRules.count == rules.count)
        #expect(Set(rules.map { $0.description.identifier }) == [
            "custom_class_inheritance", "elements_user_interface_no_uikit", "elements_weak_responder", "elements_class_bound_responder",
            "elements_view_state_value", "elements_user_interface_view", "superfluous_disable_command",
        ])
        let found = try Self.findings(plan.sources + plan.tests, rules: rules)
        #expect(found.isEmpty, "\(XcodeReporter().report(found, context: ReportContext()))")
    }

    @Test(arguments: ["struct", "enum"], [TestFramework.swiftTesting, .xctest])
    func theShopAndItsTestsLintCleanUnderEveryRule(flavor: String, framework: TestFramework) throws {
        let options = GenerationOptions(testModule: "Shop", testFramework: framework, layout: .feature)
        let plan = try GenerateTestSupport.shopPlan(flavor: flavor, options: options)
        let found = try Self.findings(plan.sources + plan.tests, rules: RuleRegistry.all)
        #expect(found.isEmpty, "\(XcodeReporter().report(found, context: ReportContext()))")
    }
}
