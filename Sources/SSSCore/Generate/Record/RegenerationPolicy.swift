/// What a run of `sss generate` may do with files that are already there.
public struct RegenerationPolicy: Sendable, Equatable {
    /// Replace files in conflict with what is generated now (`--force`); never a file recorded for
    /// another feature.
    public var force: Bool
    /// Leave every file that is there alone, whatever it holds (`--skip`).
    public var skip: Bool
    /// Write files whose edits and spec changes overlap with git's conflict markers
    /// (`--conflicts markers`), instead of stopping the run.
    public var markers: Bool
    /// Delete orphans that are still as generated (`--prune`).
    public var prune: Bool

    public init(force: Bool = false, skip: Bool = false, markers: Bool = false, prune: Bool = false) {
        self.force = force
        self.skip = skip
        self.markers = markers
        self.prune = prune
    }
}
