import Testing
@testable import SSSCore
import SSSTestSupport

/// A file's summary for the second pass keeps its types with the members the scan made, and what the
/// file adds to the codebase index.
struct FileSummaryTests {
    let source = SourceFile(path: "A.swift", text: """
        struct LoginAssembler {
            func assemble() {}
            func extra() {}
        }
        final class LoginInteraction: LoginInteracting {
            let name = "x"
            func didTap() {}
            struct Step {
                var count = 0
            }
        }
        """)

    private func memberCounts(_ summary: FileSummary) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: summary.types.map { ($0.name, $0.members.count) })
    }

    @Test func keepsEveryTypeWithTheMembersTheScanMade() {
        let summary = FileSummary(LintedFile(source: source))
        #expect(memberCounts(summary) == ["LoginAssembler": 2, "LoginInteraction": 3, "Step": 1])
        #expect(summary.types.map(\.inheritance.first?.text) == [nil, "LoginInteracting", nil])
        #expect(summary.indexEntries.assembles.count == 1)
    }

    @Test func aFilteredScanLeavesOnlyTheSelectedMembers() {
        let filter = MemberFilter(topLevel: []) { $0.kind == .struct ? [.assembleFunctions] : [] }
        let tree = DeclarationScanner.scanCountingSkimmedRegions(
            source.bytes, tokens: Lexer.tokenize(source.bytes), memberFilter: filter
        ).tree
        let file = LintedFile(source: source, tokens: Lexer.tokenize(source.bytes), declarations: tree)
        let summary = FileSummary(file, mayHoldCommands: false)
        #expect(memberCounts(summary) == ["LoginAssembler": 1, "LoginInteraction": 1, "Step": 0])
        #expect(summary.suppressions.isEmpty)
    }
}
