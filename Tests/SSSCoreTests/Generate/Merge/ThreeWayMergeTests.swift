import Testing
@testable import SSSCore
import SSSTestSupport

/// The cases `git merge-file` documents or implies, each with the output that
/// `git merge-file -p --diff3 -L ours -L base -L theirs` printed for the same files (git 2.39).
struct ThreeWayMergeTests {
    private let labels = ConflictLabels(ours: "ours", base: "base", theirs: "theirs")

    private func marked(_ base: String, _ ours: String, _ theirs: String) -> String {
        ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs).marked(labels).text
    }

    @Test func combinesChangesWithAnUnchangedLineBetweenThem() {
        let result = ThreeWayMerge.merge(base: "a\nb\nc\nd\n", ours: "A\nb\nc\nd\n", theirs: "a\nb\nC\nd\n")
        #expect(result.mergedText == "A\nb\nC\nd\n")
        #expect(result.chunks.map(\.kind) == [.changedInOurs, .unchanged, .changedInTheirs, .unchanged])
    }

    @Test func treatsChangesToAdjacentLinesAsAConflict() {
        let result = ThreeWayMerge.merge(base: "a\nb\nc\nd\n", ours: "a\nB\nc\nd\n", theirs: "a\nb\nC\nd\n")
        #expect(result.mergedText == nil)
        #expect(result.conflictCount == 1)
        #expect(result.marked(labels).text == """
            a
            <<<<<<< ours
            B
            c
            ||||||| base
            b
            c
            =======
            b
            C
            >>>>>>> theirs
            d

            """)
    }

    @Test func treatsAnInsertionRightBeforeOrAfterAChangeAsAConflict() {
        #expect(marked("a\nb\nc\n", "a\nX\nb\nc\n", "a\nB\nc\n") == """
            a
            <<<<<<< ours
            X
            b
            ||||||| base
            b
            =======
            B
            >>>>>>> theirs
            c

            """)
        #expect(marked("a\nb\nc\n", "a\nb\nX\nc\n", "a\nB\nc\n") == """
            a
            <<<<<<< ours
            b
            X
            ||||||| base
            b
            =======
            B
            >>>>>>> theirs
            c

            """)
    }

    @Test func takesIdenticalChangesOnce() {
        let result = ThreeWayMerge.merge(base: "a\nb\nc\n", ours: "a\nX\nc\n", theirs: "a\nX\nc\n")
        #expect(result.mergedText == "a\nX\nc\n")
        #expect(result.chunks.map(\.kind) == [.unchanged, .changedInBoth, .unchanged])
    }

    @Test func treatsADeletionAgainstAnEditAsAConflict() {
        #expect(marked("a\nb\nc\n", "a\nc\n", "a\nB\nc\n") == """
            a
            <<<<<<< ours
            ||||||| base
            b
            =======
            B
            >>>>>>> theirs
            c

            """)
    }

    @Test func endsConflictSectionsWithoutAFinalNewlineWithOne() {
        #expect(marked("a\nb", "a\nB", "a\nC") == "a\n<<<<<<< ours\nB\n||||||| base\nb\n=======\nC\n>>>>>>> theirs\n")
    }

    @Test func keepsAMissingFinalNewlineInACleanMerge() {
        let result = ThreeWayMerge.merge(base: "a\nb\nc\nd", ours: "A\nb\nc\nd", theirs: "a\nb\nc\nD")
        #expect(result.mergedText == "A\nb\nc\nD")
        let added = ThreeWayMerge.merge(base: "a\nb\nc\nd", ours: "a\nb\nc\nd\n", theirs: "A\nb\nc\nd")
        #expect(added.mergedText == "A\nb\nc\nd\n")
    }

    @Test func keepsCRLFInACleanMerge() {
        let result = ThreeWayMerge.merge(
            base: "a\r\nb\r\nc\r\nd\r\n", ours: "A\r\nb\r\nc\r\nd\r\n", theirs: "a\r\nb\r\nc\r\nD\r\n"
        )
        #expect(result.mergedText == "A\r\nb\r\nc\r\nD\r\n")
    }

    @Test func writesCRLFMarkersInACRLFFile() {
        #expect(marked("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n", "a\r\nC\r\nc\r\n")
            == "a\r\n<<<<<<< ours\r\nB\r\n||||||| base\r\nb\r\n=======\r\nC\r\n>>>>>>> theirs\r\nc\r\n")
        #expect(marked("a\r\nb", "a\r\nB", "a\r\nC")
            == "a\r\n<<<<<<< ours\r\nB\r\n||||||| base\r\nb\r\n=======\r\nC\r\n>>>>>>> theirs\r\n")
    }

    @Test func writesLFMarkersWhenABaseLineOrASideSaysLF() {
        #expect(marked("", "a\r\n", "b\r\n") == "<<<<<<< ours\na\r\n||||||| base\n=======\nb\r\n>>>>>>> theirs\n")
        #expect(marked("a\r\nb\r\n", "a\r\nB\r\n", "a\nb\r\nC\n")
            == "<<<<<<< ours\na\r\nB\r\n||||||| base\na\r\nb\r\n=======\na\nb\r\nC\n>>>>>>> theirs\n")
    }

    @Test func mergesIntoAnEmptyBase() {
        #expect(marked("", "a\n", "b\n") == "<<<<<<< ours\na\n||||||| base\n=======\nb\n>>>>>>> theirs\n")
        #expect(ThreeWayMerge.merge(base: "", ours: "a\n", theirs: "a\n").mergedText == "a\n")
        #expect(ThreeWayMerge.merge(base: "", ours: "", theirs: "b\n").mergedText == "b\n")
    }

    @Test func mergesEmptySides() {
        #expect(marked("a\nb\n", "", "a\nB\n") == "<<<<<<< ours\n||||||| base\na\nb\n=======\na\nB\n>>>>>>> theirs\n")
        #expect(ThreeWayMerge.merge(base: "a\nb\n", ours: "", theirs: "").mergedText == "")
        #expect(ThreeWayMerge.merge(base: "a\nb\n", ours: "a\nb\n", theirs: "").mergedText == "")
    }

    @Test func treatsInsertionsAtTheSamePlaceAsAConflictUnlessTheyAreEqual() {
        #expect(marked("a\nb\n", "a\nX\nb\n", "a\nY\nb\n") == "a\n<<<<<<< ours\nX\n||||||| base\n=======\nY\n>>>>>>> theirs\nb\n")
        #expect(marked("a\n", "a\nX\n", "a\nY\n") == "a\n<<<<<<< ours\nX\n||||||| base\n=======\nY\n>>>>>>> theirs\n")
        #expect(ThreeWayMerge.merge(base: "a\nb\n", ours: "a\nX\nb\n", theirs: "a\nX\nb\n").mergedText == "a\nX\nb\n")
    }

    @Test func reportsEachConflictsLinesInOursAndInTheMarkedText() {
        let result = ThreeWayMerge.merge(
            base: "a\nb\nc\nd\ne\nf\ng\n", ours: "a\nB1\nc\nd\ne\nF1\nF1\ng\n", theirs: "a\nB2\nc\nd\ne\nF2\ng\n"
        )
        #expect(result.conflicts.map(\.ours) == [1..<2, 5..<7])
        #expect(result.conflicts.map(\.base) == [1..<2, 5..<6])
        #expect(result.conflicts.map(\.theirs) == [1..<2, 5..<6])
        let marked = result.marked(labels)
        #expect(marked.conflictLines == [1..<8, 11..<19])
        #expect(marked.text == """
            a
            <<<<<<< ours
            B1
            ||||||| base
            b
            =======
            B2
            >>>>>>> theirs
            c
            d
            e
            <<<<<<< ours
            F1
            F1
            ||||||| base
            f
            =======
            F2
            >>>>>>> theirs
            g

            """)
    }

    @Test func givesTheOtherSideExactlyWhenOneSideIsTheBase() {
        let base = "a\nb\r\nc"
        let edited = "x\na\r\nb\r\n"
        #expect(ThreeWayMerge.merge(base: base, ours: edited, theirs: base).mergedText == edited)
        #expect(ThreeWayMerge.merge(base: base, ours: base, theirs: edited).mergedText == edited)
        #expect(ThreeWayMerge.merge(base: base, ours: base, theirs: base).mergedText == base)
    }

    @Test func writesTheLabelsAfterTheMarkers() {
        let result = ThreeWayMerge.merge(base: "a\n", ours: "b\n", theirs: "c\n")
        let text = result.marked(ConflictLabels(ours: "Lobby.swift", base: "generated", theirs: "spec")).text
        #expect(text == "<<<<<<< Lobby.swift\nb\n||||||| generated\na\n=======\nc\n>>>>>>> spec\n")
    }
}
