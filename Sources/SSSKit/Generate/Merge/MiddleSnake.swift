/// The search for a point on a shortest path through one part of the edit graph of two sequences,
/// from both ends at once (Myers, "An O(ND) Difference Algorithm and Its Variations", section 4b).
///
/// Moving right in the graph removes an old element, moving down inserts a new one, and a diagonal
/// step (a "snake" when several follow) keeps an element both sequences share. `d` counts the
/// removals and insertions of a path; the searches keep, per diagonal, how far a path of `d` steps
/// reaches, and they stop when the forward and the backward search overlap on a diagonal. Both
/// sides of the part must be non-empty and differ in their first and in their last element.
struct MiddleSnake {
    private let old: [Int]
    private let new: [Int]
    private let oldStart: Int
    private let newStart: Int
    private let oldCount: Int
    private let newCount: Int

    init(old: [Int], new: [Int], _ oldRange: Range<Int>, _ newRange: Range<Int>) {
        self.old = old
        self.new = new
        oldStart = oldRange.lowerBound
        newStart = newRange.lowerBound
        oldCount = oldRange.count
        newCount = newRange.count
    }

    /// A point strictly inside the part (absolute indices into both sequences) that lies on a
    /// shortest path through it.
    func splitPoint() -> (old: Int, new: Int) {
        if let point = search(), point.old + point.new > oldStart + newStart,
           point.old + point.new < oldStart + oldCount + newStart + newCount {
            return point
        }
        // Unreachable when the search is right; splitting all removals from all insertions still
        // gives a correct, if longer, script, and keeps the caller from looping.
        return (oldStart + oldCount, newStart)
    }

    private func search() -> (old: Int, new: Int)? {
        let delta = oldCount - newCount
        let oddDelta = delta & 1 != 0
        let limit = (oldCount + newCount + 1) / 2
        let offset = limit + 1
        var forward = [Int](repeating: -1, count: 2 * limit + 3)
        var backward = forward
        for d in 0...limit {
            for diagonal in stride(from: -d, through: d, by: 2) {
                guard var x = start(on: diagonal, step: d, forward, offset: offset) else {
                    forward[offset + diagonal] = -1
                    continue
                }
                var y = x - diagonal
                while x < oldCount, y < newCount, old[oldStart + x] == new[newStart + y] {
                    x += 1
                    y += 1
                }
                forward[offset + diagonal] = x
                let mirror = delta - diagonal
                if oddDelta, abs(mirror) <= d - 1, backward[offset + mirror] >= 0, x + backward[offset + mirror] >= oldCount {
                    return (oldStart + x, newStart + y)
                }
            }
            for diagonal in stride(from: -d, through: d, by: 2) {
                guard var x = start(on: diagonal, step: d, backward, offset: offset) else {
                    backward[offset + diagonal] = -1
                    continue
                }
                var y = x - diagonal
                while x < oldCount, y < newCount,
                      old[oldStart + oldCount - 1 - x] == new[newStart + newCount - 1 - y] {
                    x += 1
                    y += 1
                }
                backward[offset + diagonal] = x
                let mirror = delta - diagonal
                if !oddDelta, abs(mirror) <= d, forward[offset + mirror] >= 0, x + forward[offset + mirror] >= oldCount {
                    return (oldStart + oldCount - x, newStart + newCount - y)
                }
            }
        }
        return nil
    }

    /// Where a path of `d` steps enters `diagonal`, before its snake: one step right from diagonal
    /// `diagonal - 1` or one step down from `diagonal + 1`, whichever reaches further inside the
    /// graph; nil when neither stays inside. `reach` holds -1 for diagonals no path reached.
    private func start(on diagonal: Int, step d: Int, _ reach: [Int], offset: Int) -> Int? {
        guard d > 0 else { return 0 }
        var best = -1
        let above = reach[offset + diagonal + 1]
        if above >= 0, above - diagonal <= newCount {
            best = above
        }
        let left = reach[offset + diagonal - 1]
        if left >= 0, left + 1 <= oldCount, left + 1 > best {
            best = left + 1
        }
        return best >= 0 ? best : nil
    }
}
