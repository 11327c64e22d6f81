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

    /// The request the options of `arguments` describe.
    public init(arguments: ParsedArguments) throws(UsageError) {
        self.init(comparePath: arguments.value("baseline"), writePath: arguments.value("write-baseline"), strict: arguments.flag("strict-baseline"))
        if strict && comparePath == nil {
            throw UsageError("'--strict-baseline' needs '--baseline <file>'")
        }
    }

    /// The options `sss lint` accepts for baselines.
    public static let options = [
        Option("baseline", kind: .value(placeholder: "file"), help: "Report only findings the baseline file does not record."),
        Option("write-baseline", kind: .value(placeholder: "file"), help: "Record this run's findings in a baseline file."),
        Option("strict-baseline", help: "Treat baseline entries that match no finding as errors (exit 2)."),
    ]
}
