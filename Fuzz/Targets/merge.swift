// Seeds: Tests/Fixtures/Golden/Examples
// Strings: Tests/SSSCoreTests/Generate/Merge
// Dictionary: Fuzz/Dictionaries/merge.dict

/// The three-way merge on a base and two sides made from it by edits: merging with an unchanged
/// side gives the other side exactly, merging a text with itself gives it back, a clean merge keeps
/// every line both sides kept, swapping the sides changes nothing but the order inside markers,
/// the chunks cover the three texts and each diff rebuilds its new text.
///
/// The bytes up to the first zero byte are the base; the bytes up to the next zero byte edit it
/// into ours, the rest into theirs (see `MergeFuzzEdits`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    let base = TextLines(Array(parts[0]))
    let ours = MergeFuzzEdits.apply(parts.count > 1 ? parts[1] : [], to: base)
    let theirs = MergeFuzzEdits.apply(parts.count > 2 ? parts[2] : [], to: base)
    MergeFuzzChecks.diff(base.bytes, ours)
    MergeFuzzChecks.unchangedSides(base.bytes, ours)
    MergeFuzzChecks.merge(base.bytes, ours, theirs)
    return 0
}

/// Turns script bytes into an edited copy of the base, one operation per byte: the low two bits
/// choose keep (1–8 lines), delete (1–4 lines), insert (a copy of a base line or a stock line) or
/// change (drop or swap the line ending, prefix the line, or double it); the high six bits are the
/// operation's argument. Base lines the script does not reach are kept.
enum MergeFuzzEdits {
    private static let stockLines = ["\n", "}\n", "    }\n", "\r\n", "x\n", "x\r\n", "y", "func f() {\n"].map { Array($0.utf8) }

    static func apply(_ script: ArraySlice<UInt8>, to base: TextLines) -> [UInt8] {
        var result: [UInt8] = []
        var next = 0
        for byte in script {
            let argument = Int(byte >> 2)
            switch byte & 3 {
            case 0:
                let end = min(next + argument % 8 + 1, base.count)
                result += base.bytes(of: next..<max(next, end))
                next = max(next, end)
            case 1:
                next = min(next + argument % 4 + 1, base.count)
            case 2:
                if base.count > 0, argument < 32 {
                    result += base[argument % base.count]
                } else {
                    result += stockLines[argument % stockLines.count]
                }
            default:
                guard next < base.count else { break }
                result += changed(Array(base[next]), argument % 4)
                next += 1
            }
        }
        result += base.bytes(of: next..<base.count)
        return result
    }

    private static func changed(_ line: [UInt8], _ variant: Int) -> [UInt8] {
        let content = Array(line.reversed().drop { $0 == 10 || $0 == 13 }.reversed())
        switch variant {
        case 0: return content
        case 1: return content + (line.suffix(2) == [13, 10] ? [10] : [13, 10])
        case 2: return Array("z".utf8) + line
        default: return line + line
        }
    }
}

/// The promises the target checks.
enum MergeFuzzChecks {
    /// The hunks are ordered, apart and rebuild `new` from `old`; the unified diff is empty exactly
    /// when the texts are equal.
    static func diff(_ old: [UInt8], _ new: [UInt8]) {
        let oldLines = TextLines(old)
        let newLines = TextLines(new)
        let hunks = LineDiff.hunks(from: oldLines, to: newLines)
        var rebuilt: [UInt8] = []
        var next = 0
        for hunk in hunks {
            FuzzInput.require(hunk.old.lowerBound >= next && (!hunk.old.isEmpty || !hunk.new.isEmpty), "hunks out of order or empty")
            FuzzInput.require(hunk.old.lowerBound > next || next == 0 && hunk.old.lowerBound == 0, "hunks without a line between them")
            rebuilt += oldLines.bytes(of: next..<hunk.old.lowerBound)
            rebuilt += newLines.bytes(of: hunk.new)
            next = hunk.old.upperBound
        }
        rebuilt += oldLines.bytes(of: next..<oldLines.count)
        FuzzInput.require(rebuilt == new, "the hunks do not rebuild the new text")
        FuzzInput.require(UnifiedDiff(path: "f").render(old: old, new: new).isEmpty == (old == new), "a unified diff of equal texts, or none of different ones")
    }

    /// Merging with an unchanged side, or with the same side twice, gives that side exactly.
    static func unchangedSides(_ base: [UInt8], _ side: [UInt8]) {
        FuzzInput.require(ThreeWayMerge.merge(base: base, ours: side, theirs: base).merged == side, "merge(base, x, base) != x")
        FuzzInput.require(ThreeWayMerge.merge(base: base, ours: base, theirs: side).merged == side, "merge(base, base, x) != x")
        FuzzInput.require(ThreeWayMerge.merge(base: base, ours: side, theirs: side).merged == side, "merge(base, x, x) != x")
        FuzzInput.require(ThreeWayMerge.merge(base: side, ours: side, theirs: side).merged == side, "merge(x, x, x) != x")
    }

    /// The chunks cover the texts; a clean merge keeps every base line both sides kept, in order;
    /// swapping the sides gives the same clean merge and the same conflicts; markers match the count.
    static func merge(_ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8]) {
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        for (ranges, count) in [(result.chunks.map(\.base), result.base.count), (result.chunks.map(\.ours), result.ours.count),
                                (result.chunks.map(\.theirs), result.theirs.count)] {
            var end = 0
            for range in ranges {
                FuzzInput.require(range.lowerBound == end, "chunks leave a gap or overlap")
                end = range.upperBound
            }
            FuzzInput.require(end == count, "chunks end at line \(end) of \(count)")
        }
        let swapped = ThreeWayMerge.merge(base: base, ours: theirs, theirs: ours)
        FuzzInput.require(swapped.merged == result.merged, "swapping the sides changes the clean merge")
        FuzzInput.require(swapped.conflicts.map(\.base) == result.conflicts.map(\.base), "swapping the sides changes the conflicts")
        let marked = result.marked(ConflictLabels(ours: "ours", base: "base", theirs: "theirs"))
        FuzzInput.require(marked.conflictLines.count == result.conflictCount, "\(marked.conflictLines.count) marked conflicts for \(result.conflictCount)")
        guard let merged = result.merged else { return }
        FuzzInput.require(merged == marked.bytes, "a clean merge written with markers differs")
        var kept = Set(0..<result.base.count)
        for side in [result.ours, result.theirs] {
            for hunk in LineDiff.hunks(from: result.base, to: side) { kept.subtract(hunk.old) }
        }
        let mergedLines = TextLines(merged)
        var next = 0
        for index in kept.sorted() {
            while next < mergedLines.count, mergedLines[next] != result.base[index] { next += 1 }
            FuzzInput.require(next < mergedLines.count, "base line \(index + 1), kept by both sides, is missing from the merge")
            next += 1
        }
    }
}
