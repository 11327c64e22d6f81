/// The search for a point on a shortest path through the edit graph of two sequences, from both
/// ends at once (Myers, "An O(ND) Difference Algorithm and Its Variations", section 4b).
///
/// Moving right in the graph removes an old element, moving down inserts a new one, and a diagonal
/// step (a "snake" when several follow) keeps an element both sequences share. `d` counts the
/// removals and insertions of a path; the searches keep, per diagonal, how far a path of `d` steps
/// reaches, and they stop when the forward and the backward search overlap on a diagonal. Both
/// sequences must be non-empty and differ in their first and in their last element.
///
/// Like git's diff, the search gives up on the shortest script once each direction has taken
/// `costLimit` steps without meeting the other (256, more for over 65,536 elements): it then
/// splits where either search got furthest. That keeps the time proportional to the length times
/// the limit; only sequences that differ in more than about twice the limit elements can get a
/// script longer than the shortest.
struct MiddleSnake {
    private let old: UnsafeBufferPointer<Int>
    private let new: UnsafeBufferPointer<Int>

    /// The search through `old` and `new`, which must stay valid while it runs.
    init(old: UnsafeBufferPointer<Int>, new: UnsafeBufferPointer<Int>) {
        self.old = old
        self.new = new
    }

    /// A point strictly inside the graph, as counts of old and new elements before it, that lies
    /// on a shortest path through it (or, past the cost limit, on a short one).
    func splitPoint() -> (old: Int, new: Int) {
        if let point = search(), point.old + point.new > 0, point.old + point.new < old.count + new.count {
            return point
        }
        // Unreachable when the search is right; splitting all removals from all insertions still
        // gives a correct, if longer, script, and keeps the caller from looping.
        return (old.count, 0)
    }

    private func search() -> (old: Int, new: Int)? {
        let oldCount = old.count
        let newCount = new.count
        let delta = oldCount - newCount
        let oddDelta = delta & 1 != 0
        let costLimit = max(256, Self.squareRoot(oldCount + newCount))
        let limit = min((oldCount + newCount + 1) / 2, costLimit)
        let offset = limit + 1
        let forward = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * limit + 3)
        let backward = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * limit + 3)
        forward.initialize(repeating: -1)
        backward.initialize(repeating: -1)
        defer {
            forward.deallocate()
            backward.deallocate()
        }
        for d in 0...limit {
            for diagonal in stride(from: -d, through: d, by: 2) {
                var x = start(on: diagonal, step: d, forward, offset: offset)
                forward[offset + diagonal] = x
                guard x >= 0 else { continue }
                var y = x - diagonal
                while x < oldCount, y < newCount, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                forward[offset + diagonal] = x
                let mirror = delta - diagonal
                if oddDelta, abs(mirror) <= d - 1, backward[offset + mirror] >= 0, x + backward[offset + mirror] >= oldCount {
                    return (x, y)
                }
            }
            for diagonal in stride(from: -d, through: d, by: 2) {
                var x = start(on: diagonal, step: d, backward, offset: offset)
                backward[offset + diagonal] = x
                guard x >= 0 else { continue }
                var y = x - diagonal
                while x < oldCount, y < newCount, old[oldCount - 1 - x] == new[newCount - 1 - y] {
                    x += 1
                    y += 1
                }
                backward[offset + diagonal] = x
                let mirror = delta - diagonal
                if !oddDelta, abs(mirror) <= d, forward[offset + mirror] >= 0, x + forward[offset + mirror] >= oldCount {
                    return (oldCount - x, newCount - y)
                }
            }
        }
        return furthest(forward, backward, step: limit, offset: offset)
    }

    /// Where a path of `d` steps enters `diagonal`, before its snake: one step right from diagonal
    /// `diagonal - 1` or one step down from `diagonal + 1`, whichever reaches further inside the
    /// graph; -1 when neither stays inside. `reach` holds -1 for diagonals no path reached.
    private func start(on diagonal: Int, step d: Int, _ reach: UnsafeMutableBufferPointer<Int>, offset: Int) -> Int {
        guard d > 0 else { return 0 }
        var best = -1
        let above = reach[offset + diagonal + 1]
        if above >= 0, above - diagonal <= new.count {
            best = above
        }
        let left = reach[offset + diagonal - 1]
        if left >= 0, left + 1 <= old.count, left + 1 > best {
            best = left + 1
        }
        return best
    }

    /// The point furthest from its end (in elements of both sequences together) that a path of `d`
    /// steps from the start or from the end has reached.
    private func furthest(
        _ forward: UnsafeMutableBufferPointer<Int>, _ backward: UnsafeMutableBufferPointer<Int>, step d: Int, offset: Int
    ) -> (old: Int, new: Int)? {
        var best: (old: Int, new: Int)?
        var progress = 0
        for diagonal in stride(from: -d, through: d, by: 2) {
            let x = forward[offset + diagonal]
            if x >= 0, 2 * x - diagonal > progress {
                progress = 2 * x - diagonal
                best = (x, x - diagonal)
            }
            let back = backward[offset + diagonal]
            if back >= 0, 2 * back - diagonal > progress {
                progress = 2 * back - diagonal
                best = (old.count - back, new.count - back + diagonal)
            }
        }
        return best
    }

    /// The largest whole number whose square is at most `value`.
    private static func squareRoot(_ value: Int) -> Int {
        var root = 0
        while (root + 1) * (root + 1) <= value { root += 1 }
        return root
    }
}
