import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// Every rule in the sources runs, and every option a rule declares reaches the configuration reader,
/// `sss config` and the rule's page.
struct RuleRegistryTests {
    /// The names of the structs, enums and classes declared at the top level of the Swift files under
    /// `folder` whose names end in `Rule`, found with the lexer.
    static func ruleTypeNames(under folder: URL) throws -> [String] {
        var names: [String] = []
        for file in Corpus.swiftFiles(under: folder) {
            let bytes = Array(try Data(contentsOf: file))
            let tokens = Lexer.tokenize(bytes).filter { !$0.kind.isTrivia }
            var depth = 0
            for (index, token) in tokens.enumerated() {
                switch token.kind {
                case .leftBrace: depth += 1
                case .rightBrace: depth -= 1
                case .keyword where depth == 0 && [.struct, .enum, .class].contains(token.keyword) && index + 1 < tokens.count:
                    let name = String(decoding: bytes[tokens[index + 1].range], as: UTF8.self)
                    if name.hasSuffix("Rule") { names.append(name) }
                default: break
                }
            }
        }
        return names.sorted()
    }

    @Test func everyRuleTypeInTheSourcesIsRegisteredOnce() throws {
        let declared = try Self.ruleTypeNames(under: Repository.url("Sources/SSSCore"))
        let registered = RuleRegistry.all.map { String(describing: $0) }
        #expect(declared.count >= 13)
        #expect(declared == registered.sorted())
        #expect(Set(RuleRegistry.identifiers).count == registered.count)
    }

    @Test func theScanFindsRuleTypesAndOnlyThose() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sss-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let text = """
            public protocol FileRule {}
            /// struct CommentRule
            public struct ForgottenRule: FileRule {
                struct NestedRule {}
            }
            enum OtherRule {}
            let note = "struct StringRule"
            struct RuleHelper {}
            """
        try Data(text.utf8).write(to: root.appendingPathComponent("Rules.swift"))
        #expect(try Self.ruleTypeNames(under: root) == ["ForgottenRule", "OtherRule"])
    }

    /// A value for each option that differs from its default, in the configuration's syntax.
    private static func sample(_ option: RuleOption) -> (text: String, value: [String]) {
        switch option.kind {
        case .classNames: ("[SampleBase, Legacy.SampleView]", ["SampleBase", "Legacy.SampleView"])
        }
    }

    @Test func everyOptionIsReadPrintedAndDocumented() throws {
        let rules = RuleRegistry.descriptions.filter { !$0.options.isEmpty }
        #expect(!rules.isEmpty)
        for rule in rules {
            for option in rule.options {
                let (text, value) = Self.sample(option)
                let loaded = try ConfigurationTestSupport.read("\(rule.identifier):\n  \(option.key): \(text)\n")
                #expect(loaded.configuration.rule(rule.identifier).options[option.key] == value)
                #expect(loaded.configuration.lintSettings.value(of: option, forRule: rule.identifier) == value)
                let printed = ConfigurationPrinter().print(loaded)
                #expect(printed.contains("\(rule.identifier):  # enabled") && printed.contains("  \(option.key): \(text)\n"))
                #expect(try ConfigurationTestSupport.read(printed).configuration == loaded.configuration)
                let page = MarkdownPageRenderer().render(RulePage.page(for: rule))
                #expect(page.contains("- `\(option.key)` (\(option.kind.title), default `[]`): \(option.documentation)"))
                #expect(ConfigurationTestSupport.problems("final_component:\n  \(option.key): \(text)\n").contains("unknown key '\(option.key)'"))
            }
        }
    }
}
