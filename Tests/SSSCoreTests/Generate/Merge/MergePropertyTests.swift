import Testing
@testable import SSSCore
import SSSTestSupport

/// Promises of ``ThreeWayMerge`` checked on random merges, with distinct lines and with lines
/// that repeat (so that the diffs have choices to make).
struct MergePropertyTests {
    private static let alphabets: [[String]?] = [nil, ["a", "b", "c"], ["", "}", "    }", "func f() {", "let x = 1"]]

    private func forEachTriple(_ body: ([UInt8], [UInt8], [UInt8]) -> Void) {
        for (index, alphabet) in Self.alphabets.enumerated() {
            var edits = RandomEdits(seed: UInt64(100 + index), alphabet: alphabet)
            for _ in 0..<300 {
                let (base, ours, theirs) = edits.triple()
                body(base, ours, theirs)
            }
        }
    }

    @Test func givesTheChangedSideWhenTheOtherIsTheBase() {
        forEachTriple { base, ours, _ in
            #expect(ThreeWayMerge.merge(base: base, ours: ours, theirs: base).merged == ours)
            #expect(ThreeWayMerge.merge(base: base, ours: base, theirs: ours).merged == ours)
        }
    }

    @Test func givesATextMergedWithItselfBack() {
        forEachTriple { base, ours, _ in
            #expect(ThreeWayMerge.merge(base: base, ours: base, theirs: base).merged == base)
            #expect(ThreeWayMerge.merge(base: base, ours: ours, theirs: ours).merged == ours)
        }
    }

    @Test func keepsEveryLineBothSidesKeptInACleanMerge() {
        var clean = 0
        forEachTriple { base, ours, theirs in
            let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            guard let merged = result.merged else { return }
            clean += 1
            let kept = keptLines(result.base, result.ours).intersection(keptLines(result.base, result.theirs)).sorted()
            let mergedLines = TextLines(merged)
            var next = 0
            for index in kept {
                while next < mergedLines.count, mergedLines[next] != result.base[index] { next += 1 }
                #expect(next < mergedLines.count, "base line \(index) is missing from the merge")
                next += 1
            }
        }
        #expect(clean > 100)
    }

    @Test func coversAllThreeTextsWithItsChunks() {
        forEachTriple { base, ours, theirs in
            let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            for (ranges, count) in [(result.chunks.map(\.base), result.base.count), (result.chunks.map(\.ours), result.ours.count),
                                    (result.chunks.map(\.theirs), result.theirs.count)] {
                #expect(ranges.first?.lowerBound ?? 0 == 0)
                #expect(ranges.last?.upperBound ?? 0 == count)
                #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            }
            #expect(result.chunks.allSatisfy { $0.kind != .unchanged || !$0.base.isEmpty })
        }
    }

    @Test func mergesTheSameWhicheverSideIsOurs() {
        forEachTriple { base, ours, theirs in
            let forward = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            let backward = ThreeWayMerge.merge(base: base, ours: theirs, theirs: ours)
            #expect(forward.merged == backward.merged)
            #expect(forward.conflicts.map(\.base) == backward.conflicts.map(\.base))
        }
    }

    @Test func marksEveryConflictOnce() {
        forEachTriple { base, ours, theirs in
            let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            let marked = result.marked(ConflictLabels(ours: "o", base: "b", theirs: "t"))
            let lines = TextLines(marked.bytes)
            let starts = (0..<lines.count).filter { lines[$0].starts(with: Array("<<<<<<< o".utf8)) }
            #expect(marked.conflictLines.map(\.lowerBound) == starts)
            #expect(marked.conflictLines.count == result.conflictCount)
            #expect(marked.conflictLines.allSatisfy { $0.upperBound <= lines.count && lines[$0.upperBound - 1].starts(with: Array(">>>>>>> t".utf8)) })
        }
    }

    /// The base lines a side left in place.
    private func keptLines(_ base: TextLines, _ side: TextLines) -> Set<Int> {
        var kept = Set(0..<base.count)
        for hunk in LineDiff.hunks(from: base, to: side) {
            kept.subtract(hunk.old)
        }
        return kept
    }
}
