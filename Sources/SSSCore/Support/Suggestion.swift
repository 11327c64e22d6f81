/// Finds the candidate closest to a misspelt word, for "did you mean" hints.
package enum Suggestion {
    /// The candidate nearest to `word` by edit distance, when it is near enough to be a likely typo.
    ///
    /// Case differences count as half an edit, so `Interactions` suggests `interactions`.
    package static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let typed = Array(word.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let lowered = Array(candidate.lowercased().unicodeScalars)
            let distance = editDistance(typed, lowered) * 2 + (lowered == typed ? 1 : 0)
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let allowance = max(2, min(typed.count, best.candidate.count) / 3) * 2
        return best.distance <= allowance ? best.candidate : nil
    }

    /// `"; did you mean 'x'?"` when a close candidate exists, otherwise the empty string.
    package static func hint<S: Sequence>(for word: String, in candidates: S) -> String where S.Element == String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours each cost one.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[rhs.count]
    }
}
