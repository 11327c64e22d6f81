/// One branch of an `#if` block that a declaration sits in.
///
/// Declarations carry the branches around them, outermost first, so rules can tell alternatives
/// (`#if DEBUG func f() … #else func f() … #endif`) from real duplicates.
package struct ConditionalBranch: Sendable, Hashable {
    /// Which `#if … #endif` block, numbered in source order within the file.
    package var block: Int
    /// Which branch of it: 0 for `#if`, then 1, 2, … for each `#elseif` and the `#else`.
    package var branch: Int

    package init(block: Int, branch: Int) {
        self.block = block
        self.branch = branch
    }

    /// Whether declarations inside `lhs` and `rhs` can never be compiled together: both sit in the same
    /// `#if` block, in different branches.
    package static func areExclusive(_ lhs: [ConditionalBranch], _ rhs: [ConditionalBranch]) -> Bool {
        for (left, right) in zip(lhs, rhs) {
            guard left.block == right.block else { return false }
            if left.branch != right.branch { return true }
        }
        return false
    }
}
