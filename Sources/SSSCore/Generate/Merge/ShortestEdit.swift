/// For each line of two texts, whether a diff changes it: removed from the old text, inserted into
/// the new one. The unchanged lines of both texts pair up in order.
struct ChangeMarks: Equatable {
    var old: [Bool]
    var new: [Bool]
}

/// A shortest edit script between two sequences, by Myers' O(ND) algorithm in linear space: the
/// middle snake of a part (where the forward and the backward search meet) splits it in two, until
/// each part, stripped of its common start and end, is only insertions or only deletions.
///
/// Elements that occur in one sequence only are changed by every script; they are marked first and
/// the search runs on the rest, which keeps texts that share few lines fast.
enum ShortestEdit {
    private struct Part {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// Marks the lines that a shortest script removes from `old` and inserts into `new`.
    static func marks(old: [Int], new: [Int]) -> ChangeMarks {
        let inOld = Set(old)
        let inNew = Set(new)
        let oldShared = old.indices.filter { inNew.contains(old[$0]) }
        let newShared = new.indices.filter { inOld.contains(new[$0]) }
        let shared = search(old: oldShared.map { old[$0] }, new: newShared.map { new[$0] })
        var marks = ChangeMarks(old: Array(repeating: true, count: old.count), new: Array(repeating: true, count: new.count))
        for (index, changed) in zip(oldShared, shared.old) { marks.old[index] = changed }
        for (index, changed) in zip(newShared, shared.new) { marks.new[index] = changed }
        return marks
    }

    private static func search(old: [Int], new: [Int]) -> ChangeMarks {
        var marks = ChangeMarks(old: Array(repeating: false, count: old.count), new: Array(repeating: false, count: new.count))
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var pending = [Part(old: 0..<old.count, new: 0..<new.count)]
                while var part = pending.popLast() {
                    while let first = part.old.first, let other = part.new.first, old[first] == new[other] {
                        part.old = part.old.dropFirst()
                        part.new = part.new.dropFirst()
                    }
                    while let last = part.old.last, let other = part.new.last, old[last] == new[other] {
                        part.old = part.old.dropLast()
                        part.new = part.new.dropLast()
                    }
                    if part.old.isEmpty || part.new.isEmpty {
                        for index in part.old { marks.old[index] = true }
                        for index in part.new { marks.new[index] = true }
                        continue
                    }
                    let split = MiddleSnake(
                        old: UnsafeBufferPointer(rebasing: old[part.old]), new: UnsafeBufferPointer(rebasing: new[part.new])
                    ).splitPoint()
                    let oldSplit = part.old.lowerBound + split.old
                    let newSplit = part.new.lowerBound + split.new
                    pending.append(Part(old: oldSplit..<part.old.upperBound, new: newSplit..<part.new.upperBound))
                    pending.append(Part(old: part.old.lowerBound..<oldSplit, new: part.new.lowerBound..<newSplit))
                }
            }
        }
        return marks
    }
}
