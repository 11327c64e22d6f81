/// One region of a three-way merge, with the lines it spans in each of the three texts.
///
/// Ranges count lines from 0. The chunks of a merge follow one another without gaps in all three
/// texts; an empty range says where the region sits in a text that has no lines there.
public struct MergeChunk: Sendable, Equatable {
    /// What the two sides did to the region.
    public enum Kind: Sendable, Equatable {
        /// Neither side changed these lines; the three texts hold the same lines here.
        case unchanged
        /// Only ours changed them; the merge takes ours.
        case changedInOurs
        /// Only theirs changed them; the merge takes theirs.
        case changedInTheirs
        /// Both sides changed them to the same lines (a false conflict); the merge takes them once.
        case changedInBoth
        /// Both sides changed them, differently, or one side's change touches the other's.
        case conflict
    }

    public let kind: Kind
    /// The region's lines in the base.
    public let base: Range<Int>
    /// The region's lines in ours; for a conflict, the lines the generator reports (the first line
    /// is `ours.lowerBound + 1` when counting from 1).
    public let ours: Range<Int>
    /// The region's lines in theirs.
    public let theirs: Range<Int>

    public init(kind: Kind, base: Range<Int>, ours: Range<Int>, theirs: Range<Int>) {
        self.kind = kind
        self.base = base
        self.ours = ours
        self.theirs = theirs
    }
}
