import SSSCore

/// `sss lint`: checks Swift files against the architecture's rules.
public struct LintCommand: Command {
    public static let name = "lint"
    public static let abstract = "Check Swift files for breaches of the architecture's rules."
    public static var discussion: String {
        """
        Folders are searched recursively for .swift files; hidden folders (such as .build) are skipped.
        Findings go to standard output, one per line; a summary goes to standard error, with a
        count per rule and the command that explains the rule ('sss rules <id>').

        Settings come from .sss.yml in the current folder, or the file given with --config
        ('sss config' prints them). Without paths, the configuration's 'included' entries are
        linted; its 'excluded' patterns apply to everything found in folders.

        REPORTERS:
        \(ReporterRegistry.helpText)
        SUPPRESSIONS:
          '// sss:disable:next <rule> - <reason>' (or :this, :previous, or 'sss:disable' up to
          'sss:enable') silences findings in code; 'sss suppressions' lists every one.

        BASELINES:
          --write-baseline records the findings left after suppressions; --baseline then reports only
          findings it does not record, keyed by rule, file and declaration (not by line), and warns
          about entries that match nothing. 'sss baseline prune <file>' removes those entries.

        EXIT STATUS:
          0  no error-severity findings
          1  bad usage, input or configuration (a path that does not exist, a malformed baseline)
          2  at least one error-severity finding, or stale baseline entries with --strict-baseline
        """
    }

    public static let signature = CommandSignature(
        positionals: [Positional("path", arity: .zeroOrMore, help: "Files or folders to lint (default: the configuration's 'included', else the current folder).")],
        options: [
            Option("config", kind: .value(placeholder: "file"), help: "Read the configuration from this file (default: .sss.yml if present)."),
            Option("force-exclude", help: "Apply the configuration's 'excluded' to files named on the command line too."),
            Option("reporter", kind: .repeatedValue(placeholder: "name"), help: "How to report findings (default: xcode). May be repeated with --output."),
            Option("output", kind: .repeatedValue(placeholder: "file"), help: "Write the preceding reporter's report to a file instead of standard output."),
            Option("strict", help: "Treat warnings as errors."),
            Option("lenient", help: "Treat errors as warnings."),
            Option("quiet", short: "q", help: "Do not print the summary line."),
            Option("threads", short: "j", kind: .value(placeholder: "count"), help: "Files linted in parallel (default: the number of processors)."),
        ] + BaselineRequest.options + [
            Option("timings", help: "Print how long each phase of the run took to standard error.", isHidden: true),
        ]
    )

    private var request: LintRequest

    public init(arguments: ParsedArguments) throws(UsageError) {
        if arguments.flag("strict") && arguments.flag("lenient") {
            throw UsageError("'--strict' and '--lenient' cannot be used together")
        }
        let threads = try arguments.number("threads", in: LintRequest.threadRange) ?? LintRequest.defaultThreads
        request = LintRequest(
            paths: arguments.positionals,
            reports: try ReportRequest.pair(arguments.occurrences(of: ["reporter", "output"])),
            configurationPath: arguments.value("config"),
            forceExclude: arguments.flag("force-exclude"),
            severityPolicy: arguments.flag("strict") ? .strict : arguments.flag("lenient") ? .lenient : .asConfigured,
            threads: threads,
            quiet: arguments.flag("quiet")
        )
        request.printsTimings = arguments.flag("timings")
        request.baseline = try BaselineRequest(arguments: arguments)
    }

    public func run(in context: Context) -> ExitCode {
        LintFrontend(context: context).run(request)
    }
}
