/// Moves runs of changed lines to where git puts them.
///
/// A run of removed (or inserted) lines can slide over equal lines: removing the first `b` of
/// `b b` or the second one is the same change. Git slides every run up as far as it goes, merging
/// it with runs it meets, then down as far as it goes, and then, if the run could move and a
/// position on the way down lines it up with a change in the other text, back up to the last such
/// position. This does the same, so hunks touch the neighbouring lines git's do, which decides what
/// a merge calls adjacent.
///
/// A run is tracked together with its partner in the other text: the unchanged lines of both texts
/// pair up in order, so the k-th gap between unchanged lines of one text matches the k-th of the
/// other, and sliding a run one line moves it to the next or previous gap.
enum ChangeCompaction {
    /// Slides the runs of `marks` (the changed lines of a text whose lines are `lines`), keeping
    /// track of `other` (the changed lines of the other text, which do not move).
    static func compact(_ marks: inout [Bool], lines: [Int], other: [Bool]) {
        var run = Run(at: 0, in: marks)
        var partner = Run(at: 0, in: other)
        while true {
            if !run.isEmpty {
                compact(&run, &marks, lines: lines, partner: &partner, other: other)
            }
            guard run.moveToNext(in: marks) else { break }
            _ = partner.moveToNext(in: other)
        }
    }

    private static func compact(_ run: inout Run, _ marks: inout [Bool], lines: [Int], partner: inout Run, other: [Bool]) {
        var highestEnd: Int
        var alignedEnd: Int?
        var size: Int
        repeat {
            size = run.count
            alignedEnd = nil
            while run.slideUp(&marks, lines: lines) {
                _ = partner.moveToPrevious(in: other)
            }
            highestEnd = run.end
            if !partner.isEmpty {
                alignedEnd = run.end
            }
            while run.slideDown(&marks, lines: lines) {
                _ = partner.moveToNext(in: other)
                if !partner.isEmpty {
                    alignedEnd = run.end
                }
            }
        } while size != run.count
        guard run.end != highestEnd, alignedEnd != nil else { return }
        while partner.isEmpty, run.slideUp(&marks, lines: lines) {
            _ = partner.moveToPrevious(in: other)
        }
    }
}

/// A maximal run of changed lines, `start..<end`; empty for the gap between two unchanged lines.
private struct Run {
    var start: Int
    var end: Int

    /// The run that starts at `start`.
    init(at start: Int, in marks: [Bool]) {
        self.start = start
        end = start
        while end < marks.count, marks[end] { end += 1 }
    }

    var isEmpty: Bool { start == end }
    var count: Int { end - start }

    /// Moves to the run after the next unchanged line; false at the end of the text.
    mutating func moveToNext(in marks: [Bool]) -> Bool {
        guard end < marks.count else { return false }
        self = Run(at: end + 1, in: marks)
        return true
    }

    /// Moves to the run before the previous unchanged line; false at the start of the text.
    mutating func moveToPrevious(in marks: [Bool]) -> Bool {
        guard start > 0 else { return false }
        end = start - 1
        start = end
        while start > 0, marks[start - 1] { start -= 1 }
        return true
    }

    /// Shifts the run one line up when the line above equals its last line, joining a run it meets.
    mutating func slideUp(_ marks: inout [Bool], lines: [Int]) -> Bool {
        guard start > 0, lines[start - 1] == lines[end - 1] else { return false }
        start -= 1
        end -= 1
        marks[start] = true
        marks[end] = false
        while start > 0, marks[start - 1] { start -= 1 }
        return true
    }

    /// Shifts the run one line down when the line below equals its first line, joining a run it meets.
    mutating func slideDown(_ marks: inout [Bool], lines: [Int]) -> Bool {
        guard end < marks.count, lines[start] == lines[end] else { return false }
        marks[start] = false
        marks[end] = true
        start += 1
        end += 1
        while end < marks.count, marks[end] { end += 1 }
        return true
    }
}
