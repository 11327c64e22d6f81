import SSSCore

extension BaselineRequest {
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
