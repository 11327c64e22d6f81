/// A line-based three-way merge, as `git merge-file --diff3` does it: the changes that ours and
/// theirs made to a common base are combined where they do not meet, and reported as conflicts
/// where they do.
///
/// Both sides are diffed against the base (``LineDiff``). Hunks from the two sides that overlap in
/// the base, or merely touch, form one region, as in git: one side's hunk ends on the base line
/// where the other's starts, as when ours changes line 2 and theirs line 3, or when one side
/// inserts lines right before or right after lines the other changed. Such a region is a conflict,
/// as git makes it; with one unchanged line between them the two changes combine. A region changed
/// by one side only takes that side's lines. A region both sides changed to the same lines takes
/// them once; git requires the two sides' hunks to be identical for that, which is the same thing
/// except when the two diffs align equal text differently. Everything else is a conflict.
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

    /// Walks both sides' hunks in base order, one region at a time, with the unchanged lines between.
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
        func appendUnchanged(upTo end: Int) {
            guard stableStart < end else { return }
            chunks.append(MergeChunk(
                kind: .unchanged, base: stableStart..<end,
                ours: stableStart + oursShift..<end + oursShift, theirs: stableStart + theirsShift..<end + theirsShift
            ))
        }
        while let region = Region(taking: &oursHunks, &theirsHunks) {
            appendUnchanged(upTo: region.base.lowerBound)
            let oursLines = region.base.lowerBound + oursShift..<region.base.upperBound + oursShift + region.oursGrowth
            let theirsLines = region.base.lowerBound + theirsShift..<region.base.upperBound + theirsShift + region.theirsGrowth
            let kind: MergeChunk.Kind
            if !region.theirsChanged {
                kind = .changedInOurs
            } else if !region.oursChanged {
                kind = .changedInTheirs
            } else if ours.bytes(of: oursLines) == theirs.bytes(of: theirsLines) {
                kind = .changedInBoth
            } else {
                kind = .conflict
            }
            chunks.append(MergeChunk(kind: kind, base: region.base, ours: oursLines, theirs: theirsLines))
            oursShift += region.oursGrowth
            theirsShift += region.theirsGrowth
            stableStart = region.base.upperBound
        }
        appendUnchanged(upTo: base.count)
        return chunks
    }
}

/// Hunks of both sides that overlap or touch in the base, taken together.
private struct Region {
    var base: Range<Int>
    /// The lines ours' hunks add, less those they remove; the same for theirs.
    var oursGrowth = 0
    var theirsGrowth = 0
    var oursChanged = false
    var theirsChanged = false

    /// Takes the first hunk of either side, then every hunk that starts at or before the end of
    /// the region so far; nil when both sides have no hunk left.
    init?(taking ours: inout ArraySlice<DiffHunk>, _ theirs: inout ArraySlice<DiffHunk>) {
        let starts = [ours.first, theirs.first].compactMap { $0?.old.lowerBound }
        guard let start = starts.min() else { return nil }
        base = start..<start
        while true {
            if let hunk = ours.first, hunk.old.lowerBound <= base.upperBound {
                take(hunk, fromOurs: true)
                ours.removeFirst()
            } else if let hunk = theirs.first, hunk.old.lowerBound <= base.upperBound {
                take(hunk, fromOurs: false)
                theirs.removeFirst()
            } else {
                return
            }
        }
    }

    private mutating func take(_ hunk: DiffHunk, fromOurs: Bool) {
        base = base.lowerBound..<max(base.upperBound, hunk.old.upperBound)
        if fromOurs {
            oursGrowth += hunk.new.count - hunk.old.count
            oursChanged = true
        } else {
            theirsGrowth += hunk.new.count - hunk.old.count
            theirsChanged = true
        }
    }
}
