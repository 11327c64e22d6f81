import Testing
@testable import SSSCore
import SSSTestSupport

struct MergeLineDiffTests {
    private func hunks(_ old: String, _ new: String) -> [DiffHunk] {
        LineDiff.hunks(from: TextLines(old), to: TextLines(new))
    }

    @Test func findsNoHunkBetweenEqualTexts() {
        #expect(hunks("a\nb\n", "a\nb\n").isEmpty)
        #expect(hunks("", "").isEmpty)
    }

    @Test func findsInsertionsDeletionsAndReplacements() {
        #expect(hunks("a\nc\n", "a\nb\nc\n") == [DiffHunk(old: 1..<1, new: 1..<2)])
        #expect(hunks("a\nb\nc\n", "a\nc\n") == [DiffHunk(old: 1..<2, new: 1..<1)])
        #expect(hunks("a\nb\nc\n", "a\nB\nc\nd\n") == [DiffHunk(old: 1..<2, new: 1..<2), DiffHunk(old: 3..<3, new: 3..<4)])
        #expect(hunks("", "a\n") == [DiffHunk(old: 0..<0, new: 0..<1)])
    }

    @Test func comparesLineEndings() {
        #expect(hunks("a\nb\n", "a\r\nb\n") == [DiffHunk(old: 0..<1, new: 0..<1)])
        #expect(hunks("a\nb", "a\nb\n") == [DiffHunk(old: 1..<2, new: 1..<2)])
    }

    @Test func slidesChangesAsFarDownAsEqualLinesAllow() {
        #expect(hunks("a\nb\nb\nb\nc\n", "a\nb\nb\nc\n") == [DiffHunk(old: 3..<4, new: 3..<3)])
        #expect(hunks("}\n\n}\n", "}\n\n}\n\n}\n") == [DiffHunk(old: 3..<3, new: 3..<5)])
    }

    @Test func slidesAChangeBackToLineUpWithAChangeInTheOtherText() {
        // Removing one `a` of three while replacing `c` by `d`: the removal could be anywhere in the
        // run; git puts it next to the replacement, making one hunk.
        #expect(hunks("x\na\na\na\nc\n", "x\na\na\nd\n") == [DiffHunk(old: 3..<5, new: 3..<4)])
    }

    @Test func findsShortestScriptsThatRebuildTheNewText() {
        var generator = SplitMix64(seed: 5)
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in ["a\n", "b\n", "c\n"].randomElement(using: &generator) ?? "" }
            let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in ["a\n", "b\n", "c\n"].randomElement(using: &generator) ?? "" }
            let hunks = hunks(old.joined(), new.joined())
            var rebuilt: [String] = []
            var next = 0
            for hunk in hunks {
                rebuilt += old[next..<hunk.old.lowerBound]
                rebuilt += new[hunk.new]
                next = hunk.old.upperBound
            }
            rebuilt += old[next...]
            #expect(rebuilt == new)
            let edits = hunks.reduce(0) { $0 + $1.old.count + $1.new.count }
            #expect(edits == old.count + new.count - 2 * longestCommonSubsequence(old, new), "\(old) → \(new)")
            #expect(zip(hunks, hunks.dropFirst()).allSatisfy { $0.old.upperBound < $1.old.lowerBound && $0.new.upperBound < $1.new.lowerBound })
        }
    }

    @Test func rebuildsTextsThatDifferInMoreLinesThanTheSearchFollowsExactly() {
        var generator = SplitMix64(seed: 9)
        let old = (0..<1200).map { _ in ["\n", "}\n", "a\n"].randomElement(using: &generator) ?? "" }
        let new = (0..<1200).map { _ in ["\n", "}\n", "b\n"].randomElement(using: &generator) ?? "" }
        let hunks = hunks(old.joined(), new.joined())
        var rebuilt: [String] = []
        var next = 0
        for hunk in hunks {
            rebuilt += old[next..<hunk.old.lowerBound]
            rebuilt += new[hunk.new]
            next = hunk.old.upperBound
        }
        rebuilt += old[next...]
        #expect(rebuilt == new)
    }

    private func longestCommonSubsequence(_ old: [String], _ new: [String]) -> Int {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        return lengths[0][0]
    }
}
