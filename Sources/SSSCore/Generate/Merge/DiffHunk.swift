/// One change of a line diff: the lines `old` of the old text give way to the lines `new` of the new
/// text. Either range may be empty (an insertion or a deletion), never both.
///
/// Ranges count lines from 0. Between two hunks of one diff lies at least one unchanged line.
public struct DiffHunk: Sendable, Equatable {
    /// The lines of the old text that the hunk removes; where an insertion goes when empty.
    public let old: Range<Int>
    /// The lines of the new text that the hunk inserts; where a deletion was when empty.
    public let new: Range<Int>

    public init(old: Range<Int>, new: Range<Int>) {
        self.old = old
        self.new = new
    }
}
