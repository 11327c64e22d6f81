import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// The rule book committed in `docs/rules` is what `sss rules --markdown docs/rules` writes today.
///
/// Run with `SSS_RECORD=1` to rewrite it from the rules, then read the diff before committing it.
struct RuleBookTests {
    static let folder = "docs/rules"

    @Test func theCommittedRuleBookIsUpToDate() throws {
        try MarkdownBookCheck.compare(RuleBook.files(), withFolder: Self.folder, regenerate: "sss rules --markdown docs/rules --force")
    }

    @Test func everyRuleHasAPageLinkedFromTheIndex() throws {
        let files = RuleBook.files()
        #expect(files.map(\.path) == ["README.md"] + RuleRegistry.identifiers.map { $0 + ".md" })
        let index = try #require(files.first).contents
        for identifier in RuleRegistry.identifiers {
            #expect(index.contains("| [`\(identifier)`](\(identifier).md) |"))
        }
    }

    @Test func theTableListsEachRulesDefaults() {
        #expect(RuleBook.table(rules: Array(RuleRegistry.descriptions.prefix(2)), linkPrefix: "docs/rules/") == """
            | Rule | Name | Architecture | Default severity | Enabled | Scope |
            | --- | --- | --- | --- | --- | --- |
            | [`custom_class_inheritance`](docs/rules/custom_class_inheritance.md) | Custom Class Inheritance | ssa, elements | error | by default | codebase |
            | [`assembler_single_initializer`](docs/rules/assembler_single_initializer.md) | Assembler Single Initializer | ssa | error | by default | file |

            """)
    }

    @Test func theReadmeCarriesTheRuleTable() throws {
        let readme = try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
        let table = RuleBook.table(linkPrefix: "docs/rules/")
        #expect(readme.contains(table), "README.md should contain this table:\n\(table)")
    }

    @Test func rejectsMarkdownWithARuleOrAFormat() {
        let withRule = TestContext()
        #expect(withRule.run("rules", "final_component", "--markdown", "book") == .failure)
        #expect(withRule.errorOutput.text.hasPrefix("error: unexpected argument 'final_component'; '--markdown' writes every rule\n"))
        let withFormat = TestContext()
        #expect(withFormat.run("rules", "--markdown", "book", "--format", "json") == .failure)
        #expect(withFormat.errorOutput.text.hasPrefix("error: '--markdown' and '--format' cannot be used together\n"))
        let empty = TestContext()
        #expect(empty.run("rules", "--markdown", "") == .failure)
        #expect(empty.errorOutput.text.hasPrefix("error: option '--markdown' needs a folder path\n"))
    }
}
