import Testing
@testable import SSSKit

/// A file's summary for the second pass keeps a type's members only when a whole-codebase rule reads them.
struct FileSummaryTests {
    let file = LintedFile(source: SourceFile(path: "A.swift", text: """
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
        """))

    private func memberCounts(_ summary: FileSummary) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: summary.types.map { ($0.name, $0.members.count) })
    }

    @Test func keepsMembersOnlyOfTheTypesTheRulesRead() {
        let settings = LintSettings()
        let rules: [any CodebaseRule] = [CustomClassInheritanceRule(settings: settings), AssemblerSingleMethodRule(settings: settings)]
        let summary = FileSummary(file, mayHoldCommands: false, for: rules)
        #expect(memberCounts(summary) == ["LoginAssembler": 2, "LoginInteraction": 0, "Step": 0])
        #expect(summary.types.map(\.inheritance.first?.text) == [nil, "LoginInteracting", nil])
    }

    @Test func keepsEveryTypesMembersWhenARuleReadsThemAll() {
        let summary = FileSummary(file, mayHoldCommands: false, for: [ProtocolDependencyRule(settings: LintSettings())])
        #expect(memberCounts(summary) == ["LoginAssembler": 0, "LoginInteraction": 3, "Step": 1])
    }

    @Test func keepsNoMembersWithoutRules() {
        let summary = FileSummary(file, mayHoldCommands: false, for: [])
        #expect(memberCounts(summary) == ["LoginAssembler": 0, "LoginInteraction": 0, "Step": 0])
        #expect(summary.indexEntries.assembles.count == 1)
    }

    @Test func thePublicSummaryKeepsEverything() {
        #expect(memberCounts(FileSummary(file)) == ["LoginAssembler": 2, "LoginInteraction": 3, "Step": 1])
    }
}
