import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// Expected outputs are what GNU `diff -u --label a/x --label b/x` printed for the same texts
/// (diffutils 3.8); `git diff` prints the same hunks.
struct MergeUnifiedDiffTests {
    private let diff = UnifiedDiff(path: "x")

    @Test func printsNothingForEqualTexts() {
        #expect(diff.render(old: "a\nb\n", new: "a\nb\n") == "")
        #expect(diff.render(old: "", new: "") == "")
    }

    @Test func showsThreeLinesOfContext() {
        #expect(diff.render(old: "a\nb\nc\nd\ne\n", new: "a\nb\nc\nd\nE\n") == """
            --- a/x
            +++ b/x
            @@ -2,4 +2,4 @@
             b
             c
             d
            -e
            +E

            """)
    }

    @Test func joinsChangesAtMostSixLinesApartIntoOneHunk() {
        let lines = (1...10).map { "\($0)\n" }
        var new = lines
        new[1] = "X\n"
        new[8] = "Y\n"
        #expect(diff.render(old: lines.joined(), new: new.joined()) == """
            --- a/x
            +++ b/x
            @@ -1,10 +1,10 @@
             1
            -2
            +X
             3
             4
             5
             6
             7
             8
            -9
            +Y
             10

            """)
    }

    @Test func splitsChangesSevenLinesApartIntoTwoHunks() {
        let lines = (1...11).map { "\($0)\n" }
        var new = lines
        new[1] = "X\n"
        new[9] = "Y\n"
        #expect(diff.render(old: lines.joined(), new: new.joined()) == """
            --- a/x
            +++ b/x
            @@ -1,5 +1,5 @@
             1
            -2
            +X
             3
             4
             5
            @@ -7,5 +7,5 @@
             7
             8
             9
            -10
            +Y
             11

            """)
    }

    @Test func marksLinesWithoutAFinalNewline() {
        #expect(diff.render(old: "a\nb", new: "a\nc") == """
            --- a/x
            +++ b/x
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
        #expect(diff.render(old: "a", new: "a\n") == "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n")
        #expect(diff.render(old: "a\nb", new: "A\nb")
            == "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-a\n+A\n b\n\\ No newline at end of file\n")
    }

    @Test func countsFromTheLineBeforeForAnEmptySide() {
        #expect(diff.render(old: "", new: "a\nb\n") == "--- a/x\n+++ b/x\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(diff.render(old: "a\nb\n", new: "") == "--- a/x\n+++ b/x\n@@ -1,2 +0,0 @@\n-a\n-b\n")
        #expect(UnifiedDiff(path: "x", context: 0).render(old: "a\nb\n", new: "a\nb\nc\n") == "--- a/x\n+++ b/x\n@@ -2,0 +3 @@\n+c\n")
    }

    @Test func keepsCRLF() {
        #expect(diff.render(old: "a\r\nb\r\nc\r\n", new: "a\r\nB\r\nc\r\n")
            == "--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n")
    }

    @Test func placesAnInsertedBlockBetweenEqualLinesAsGitDoes() {
        let old = "func a() {\n}\n\nfunc b() {\n}\n"
        let new = "func a() {\n}\n\nfunc c() {\n}\n\nfunc b() {\n}\n"
        let expected = ["--- a/x", "+++ b/x", "@@ -1,5 +1,8 @@", " func a() {", " }", " ", "+func c() {", "+}", "+", " func b() {", " }", ""]
        #expect(diff.render(old: old, new: new) == expected.joined(separator: "\n"))
    }

    @Test func usesTheGivenLabels() {
        let diff = UnifiedDiff(oldLabel: "Lobby.swift (generated)", newLabel: "Lobby.swift", context: 0)
        #expect(diff.render(old: "a\nb\nc\n", new: "a\nB\nc\n") == "--- Lobby.swift (generated)\n+++ Lobby.swift\n@@ -2 +2 @@\n-b\n+B\n")
    }

    @Test(.enabled(if: ExternalTools.diff != nil, "needs diff on PATH"))
    func matchesGNUDiffOnRandomEditsWithoutRepeatedLines() throws {
        let folder = try ExternalTools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var edits = RandomEdits(seed: 3)
        for _ in 0..<150 {
            let (old, new, _) = edits.triple()
            let expected = try ExternalTools.unifiedDiff(old: old, new: new, in: folder)
            let texts = [old, new].map { String(decoding: $0, as: UTF8.self).debugDescription }
            #expect(UnifiedDiff(path: "file").render(old: old, new: new) == expected.output, "old \(texts[0]), new \(texts[1])")
            #expect((expected.status == 0) == (old == new))
        }
    }
}
