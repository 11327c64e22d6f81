/// What `sss lint` was asked to do with baselines.
public struct BaselineRequest: Sendable {
    /// `--baseline FILE`: report only findings this file does not record.
    public var comparePath: String?
    /// `--write-baseline FILE`: record the run's findings (after suppressions) in this file.
    public var writePath: String?
    /// `--strict-baseline`: stale entries are errors and make the run exit with 2.
    public var strict: Bool

    public init(comparePath: String? = nil, writePath: String? = nil, strict: Bool = false) {
        self.comparePath = comparePath
        self.writePath = writePath
        self.strict = strict
    }
}
