/// `sss lint`: checks Swift files against the architecture's rules.
public struct LintCommand: Command {
    public static let name = "lint"
    public static let abstract = "Check Swift files for breaches of the architecture's rules."
    public static var discussion: String {
        """
        Folders are searched recursively for .swift files; hidden folders (such as .build) are skipped.
        Findings go to standard output, one per line; a summary goes to standard error.

        REPORTERS:
        \(ReporterRegistry.helpText)
        EXIT STATUS:
          0  no error-severity findings
          1  bad usage or input (for example a path that does not exist)
          2  at least one error-severity finding
        """
    }

    public static let signature = CommandSignature(
        positionals: [Positional("path", arity: .zeroOrMore, help: "Files or folders to lint (default: the current folder).")],
        options: [
            Option("reporter", kind: .repeatedValue(placeholder: "name"), help: "How to report findings (default: xcode). May be repeated with --output."),
            Option("output", kind: .repeatedValue(placeholder: "file"), help: "Write the preceding reporter's report to a file instead of standard output."),
            Option("strict", help: "Treat warnings as errors."),
            Option("lenient", help: "Treat errors as warnings."),
            Option("quiet", short: "q", help: "Do not print the summary line."),
            Option("threads", short: "j", kind: .value(placeholder: "count"), help: "Files linted in parallel (default: the number of processors)."),
        ]
    )

    private let request: LintRequest

    public init(arguments: ParsedArguments) throws(UsageError) {
        if arguments.flag("strict") && arguments.flag("lenient") {
            throw UsageError("'--strict' and '--lenient' cannot be used together")
        }
        var threads = ParallelMap.processorCount
        if let text = arguments.value("threads") {
            guard let count = Int(text), count > 0 else {
                throw UsageError("'--threads' expects a positive number, found '\(text)'")
            }
            threads = count
        }
        request = LintRequest(
            paths: arguments.positionals.isEmpty ? ["."] : arguments.positionals,
            reports: try ReportRequest.pair(arguments.occurrences(of: ["reporter", "output"])),
            rules: RuleRegistry.all.filter { !$0.description.isOptIn },
            severityPolicy: arguments.flag("strict") ? .strict : arguments.flag("lenient") ? .lenient : .asConfigured,
            threads: threads,
            quiet: arguments.flag("quiet")
        )
    }

    public func run(in context: Context) -> ExitCode {
        LintFrontend(context: context).run(request)
    }
}
