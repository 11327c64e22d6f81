import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// The lint builds only the members its rules say they read (``Rule/membersRead``); a rule that reads
/// more than it says would find less. Each rule, alone and with all the others, must find the same with
/// the filter as without it: on its examples, the fixtures, this repository and a sample of the corpus.
struct MemberFilterLintTests {
    @Test(arguments: RuleRegistry.all.map { RuleID($0) })
    func eachRuleFindsTheSameOnItsExamplesAndTheFixtures(_ id: RuleID) throws {
        let rule = id.type
        var codebases = (rule.description.triggeringExamples + rule.description.nonTriggeringExamples).map { example in
            [example.code] + example.otherFiles
        }
        codebases.append(try Self.fixtureFiles())
        let rules: [any Rule.Type] = rule == SuperfluousDisableCommandRule.self ? RuleRegistry.all : [rule]
        for files in codebases {
            #expect(Self.findings(files, rules: rules, filtering: true) == Self.findings(files, rules: rules, filtering: false))
        }
    }

    @Test func allRulesFindTheSameOnThisRepository() throws {
        let files = try (Repository.files(under: "Sources", suffix: ".swift") + Repository.files(under: "Tests", suffix: ".swift"))
            .map { try String(contentsOf: $0, encoding: .utf8) }
        let withFilter = Self.findings(files, rules: RuleRegistry.all, filtering: true)
        #expect(!withFilter.isEmpty)
        #expect(withFilter == Self.findings(files, rules: RuleRegistry.all, filtering: false))
    }

    /// All rules together on every eighth file of the corpus (about 500 of the benchmark's), and each
    /// rule alone on every thirty-second.
    @Test(.enabled(if: Corpus.isAvailable, "set SSS_LEXER_CORPUS to a folder of Swift code"))
    func everyRuleFindsTheSameOnACorpusSample() throws {
        let corpus = Corpus.files
        try #require(!corpus.isEmpty, "no Swift files under \(Corpus.folder?.path ?? "")")
        func sample(every step: Int) -> [String] {
            stride(from: 0, to: corpus.count, by: step).map { String(decoding: (try? Data(contentsOf: corpus[$0])) ?? Data(), as: UTF8.self) }
        }
        let runs = [(sample(every: 8), RuleRegistry.all)] + RuleRegistry.all.map { (sample(every: 32), [$0]) }
        for (files, rules) in runs {
            let withFilter = Self.findings(files, rules: rules, filtering: true)
            #expect(withFilter == Self.findings(files, rules: rules, filtering: false), "\(rules)")
        }
    }

    private static func fixtureFiles() throws -> [String] {
        try (Repository.files(under: "Tests/Fixtures/Lint", suffix: ".swift")
            + Repository.files(under: "Examples/Legacy", suffix: ".swift"))
            .map { try String(contentsOf: $0, encoding: .utf8) }
    }

    /// Every finding, with its notes, as one line each.
    private static func findings(_ sources: [String], rules: [any Rule.Type], filtering: Bool) -> [String] {
        var files: [String: String] = [:]
        for (number, source) in sources.enumerated() {
            files["File\(number).swift"] = source
        }
        let settings = LintSettings()
        let linter = Linter(
            rules: rules.map { $0.init(settings: settings) }, settings: settings, threads: 1,
            collectingTypeNames: false, filteringMembers: filtering
        )
        let run = linter.lint(paths: files.keys.sorted().map { "/code/" + $0 }, fileSystem: InMemoryFileSystem(currentDirectory: "/code", files: files))
        return run.findings.map { finding in
            let notes = finding.related.map { "\($0.path):\($0.position.line):\($0.position.column)" }
            return "\(finding.path):\(finding.position.line):\(finding.position.column) \(finding.ruleID) \(finding.reason) "
                + "[\(finding.declarationPath)] \(notes)"
        }
    }
}

/// A rule type as a test argument, named by its identifier.
struct RuleID: CustomTestStringConvertible, Sendable {
    let type: any Rule.Type

    init(_ type: any Rule.Type) {
        self.type = type
    }

    var testDescription: String { type.description.identifier }
}
