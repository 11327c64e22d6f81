/// A line-based three-way merge, as `git merge-file --diff3` does it: the changes that ours and
/// theirs made to a common base are combined where they do not meet, and reported as conflicts
/// where they do.
///
/// Both sides are diffed against the base (``LineDiff``). Hunks from the two sides that overlap in
/// the base, or merely touch (one ends on the base line where the other starts, as with changes to
/// adjacent lines, or an insertion right before or after the other side's change), form one
/// region, as in git, whose merge counts them as a conflict. A region changed by one side only
/// takes that side's lines. A region both sides changed to the same lines takes them once; git
/// requires the two sides' hunks to be identical for that, which is the same thing except when the
/// two diffs align equal text differently. Everything else is a conflict.
///
/// When one side equals the base, the merge gives the other side exactly.
public enum ThreeWayMerge {
    /// Merges the changes from `base` to `ours` and from `base` to `theirs`.
    public static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> MergeResult {
        let base = TextLines(base)
        let ours = TextLines(ours)
        let theirs = TextLines(theirs)
        let chunks = chunks(
            LineDiff.hunks(from: base, to: ours)[...],
            LineDiff.hunks(from: base, to: theirs)[...],
            base: base, ours: ours, theirs: theirs
        )
        return MergeResult(base: base, ours: ours, theirs: theirs, chunks: chunks)
    }

    /// Merges the UTF-8 bytes of the three texts.
    public static func merge(base: String, ours: String, theirs: String) -> MergeResult {
        merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
    }

    /// Walks both sides' hunks in base order, grouping those that overlap or touch.
    private static func chunks(
        _ oursHunks: ArraySlice<DiffHunk>, _ theirsHunks: ArraySlice<DiffHunk>,
        base: TextLines, ours: TextLines, theirs: TextLines
    ) -> [MergeChunk] {
        var oursHunks = oursHunks
        var theirsHunks = theirsHunks
        var oursShift = 0
        var theirsShift = 0
        var stableStart = 0
        var chunks: [MergeChunk] = []
        while let start = earliestStart(oursHunks.first, theirsHunks.first) {
            var end = start
            var oursGrowth = 0
            var theirsGrowth = 0
            var oursTouched = false
            var theirsTouched = false
            while true {
                if let hunk = oursHunks.first, hunk.old.lowerBound <= end {
                    end = max(end, hunk.old.upperBound)
                    oursGrowth += hunk.new.count - hunk.old.count
                    oursTouched = true
                    oursHunks.removeFirst()
                } else if let hunk = theirsHunks.first, hunk.old.lowerBound <= end {
                    end = max(end, hunk.old.upperBound)
                    theirsGrowth += hunk.new.count - hunk.old.count
                    theirsTouched = true
                    theirsHunks.removeFirst()
                } else {
                    break
                }
            }
            if stableStart < start {
                chunks.append(MergeChunk(
                    kind: .unchanged, base: stableStart..<start,
                    ours: stableStart + oursShift..<start + oursShift,
                    theirs: stableStart + theirsShift..<start + theirsShift
                ))
            }
            let oursLines = start + oursShift..<end + oursShift + oursGrowth
            let theirsLines = start + theirsShift..<end + theirsShift + theirsGrowth
            let kind: MergeChunk.Kind
            if !theirsTouched {
                kind = .changedInOurs
            } else if !oursTouched {
                kind = .changedInTheirs
            } else if ours.bytes(of: oursLines) == theirs.bytes(of: theirsLines) {
                kind = .changedInBoth
            } else {
                kind = .conflict
            }
            chunks.append(MergeChunk(kind: kind, base: start..<end, ours: oursLines, theirs: theirsLines))
            oursShift += oursGrowth
            theirsShift += theirsGrowth
            stableStart = end
        }
        if stableStart < base.count {
            chunks.append(MergeChunk(
                kind: .unchanged, base: stableStart..<base.count,
                ours: stableStart + oursShift..<ours.count, theirs: stableStart + theirsShift..<theirs.count
            ))
        }
        return chunks
    }

    private static func earliestStart(_ ours: DiffHunk?, _ theirs: DiffHunk?) -> Int? {
        switch (ours?.old.lowerBound, theirs?.old.lowerBound) {
        case let (ours?, theirs?): min(ours, theirs)
        case let (start?, nil), let (nil, start?): start
        case (nil, nil): nil
        }
    }
}
