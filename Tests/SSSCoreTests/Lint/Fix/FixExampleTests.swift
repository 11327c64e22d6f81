import Testing
@testable import SSSCore
import SSSTestSupport

/// Every fix a rule's page shows is the one `--fix` makes: the findings are at the `↓` markers of the
/// code before, fixing gives the code after, which lints clean and type-checks as an iOS app's code.
struct FixExampleTests {
    static var fixableRules: [String] { RuleRegistry.descriptions.filter(\.isFixable).map(\.identifier) }

    @Test func theFourRulesWithASingleMechanicalFixAreFixable() {
        #expect(Set(Self.fixableRules) == ["final_component", "weak_rendering", "class_bound_rendering", "immutable_renderable"])
    }

    @Test(arguments: fixableRules)
    func eachFixExampleFixesToItsAfterLintsCleanAndTypeChecks(_ identifier: String) throws {
        let rule = try #require(RuleRegistry.rule(identifier: identifier))
        for example in rule.description.fixExamples {
            let before = RuleExampleVerifier(rule: rule).verify(RuleExample(example.before, otherFiles: example.otherFiles), wrapping: .none)
            #expect(!before.expected.isEmpty && before.actual == before.expected, "\(identifier): \(before.messages)")
            #expect(try FixHarness.fixed(MarkedSource(example.before).text, otherFiles: example.otherFiles, rules: [rule]) == example.after)
            let after = RuleExampleVerifier(rule: rule).verify(RuleExample(example.after, otherFiles: example.otherFiles), wrapping: .none)
            #expect(after.actual.isEmpty, "\(identifier): \(after.messages)")
            var sources = ["Main.swift": example.after]
            for (number, other) in example.otherFiles.enumerated() {
                sources["Other\(number + 1).swift"] = MarkedSource(other).text
            }
            let outcome = try SwiftTypeChecker.shared().typeCheck(sources: sources)
            #expect(outcome.succeeded, "\(identifier): \(outcome)")
        }
    }
}

/// Lints code in memory and fixes what it finds, as `sss lint --fix` does.
enum FixHarness {
    /// The main file after fixing what `rules` find in it and in `otherFiles`.
    static func fixed(_ code: String, otherFiles: [String] = [], rules: [any Rule.Type]) throws -> String {
        var files = ["Main.swift": code]
        for (number, other) in otherFiles.enumerated() {
            files["Other\(number + 1).swift"] = MarkedSource(other).text
        }
        return try fixedFiles(files, rules: rules)["/example/Main.swift"] ?? code
    }

    /// Every file of `files` that fixing changes, by absolute path, after fixing what `rules` find.
    static func fixedFiles(_ files: [String: String], rules: [any Rule.Type]) throws -> [String: String] {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/example", files: files)
        let paths = files.keys.sorted().map { "/example/" + $0 }
        let settings = LintSettings()
        let run = Linter(rules: rules.map { $0.init(settings: settings) }, settings: settings, threads: 1).lint(paths: paths, fileSystem: fileSystem)
        var result: [String: String] = [:]
        for fix in Fixer(fileSystem: fileSystem).fixes(for: run.findings, codebase: paths) {
            result[fix.path] = String(decoding: fix.fixed, as: UTF8.self)
        }
        return result
    }
}
