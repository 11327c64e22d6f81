/// The line diff of two texts: a shortest edit script, with each run of changed lines moved as far
/// down as equal lines allow, as git places them.
///
/// Lines are equal only when all their bytes are (line endings included). Among several shortest
/// scripts that are not slides of one another (a line moved past an equal one, say) the choice may
/// differ from git's, which runs its own variant of the same algorithm.
public enum LineDiff {
    /// The hunks that turn `old` into `new`, in order; empty when the texts are equal.
    public static func hunks(from old: TextLines, to new: TextLines) -> [DiffHunk] {
        var identifiers = LineIdentifiers()
        let oldLines = identifiers.assign(old)
        let newLines = identifiers.assign(new)
        var marks = ShortestEdit.marks(old: oldLines, new: newLines)
        ChangeCompaction.compact(&marks.old, lines: oldLines, other: marks.new)
        ChangeCompaction.compact(&marks.new, lines: newLines, other: marks.old)
        return hunks(marks)
    }

    /// Pairs the unchanged lines of both texts in order and turns each gap between them into a hunk.
    private static func hunks(_ marks: ChangeMarks) -> [DiffHunk] {
        var hunks: [DiffHunk] = []
        var oldIndex = 0
        var newIndex = 0
        let oldCount = marks.old.count
        let newCount = marks.new.count
        while oldIndex < oldCount || newIndex < newCount {
            if oldIndex < oldCount, newIndex < newCount, !marks.old[oldIndex], !marks.new[newIndex] {
                oldIndex += 1
                newIndex += 1
                continue
            }
            let oldStart = oldIndex
            let newStart = newIndex
            while oldIndex < oldCount, marks.old[oldIndex] { oldIndex += 1 }
            while newIndex < newCount, marks.new[newIndex] { newIndex += 1 }
            hunks.append(DiffHunk(old: oldStart..<oldIndex, new: newStart..<newIndex))
        }
        return hunks
    }
}

/// Numbers the distinct lines of texts, so that the diff compares numbers instead of bytes.
struct LineIdentifiers {
    private var numbers: [ArraySlice<UInt8>: Int] = [:]

    /// The number of each line of `text`; equal lines get equal numbers.
    mutating func assign(_ text: TextLines) -> [Int] {
        (0..<text.count).map { index in
            let line = text[index]
            if let number = numbers[line] {
                return number
            }
            let number = numbers.count
            numbers[line] = number
            return number
        }
    }
}
