import SSSCore

/// `sss suppressions`: lists every `sss:disable` comment, so the debt it stands for stays visible.
public struct SuppressionsCommand: Command {
    public static let name = "suppressions"
    public static let abstract = "List every sss:disable comment with its rules and reason."
    public static let discussion = """
        Prints one line per suppression: where it is, its form (disable, disable:next, disable:this,
        disable:previous), the rules it names and the reason written after ' - '. Suppressions
        without a reason end in '(no reason)'. A count goes to standard error. Files are chosen as
        for 'sss lint', from the paths or the configuration (.sss.yml or --config).

        EXIT STATUS:
          0  listed (also when some have no reason, unless --require-reason is given)
          1  bad usage, a path that does not exist or a bad configuration
          2  --require-reason was given and a suppression has no reason
        """

    public static let signature = CommandSignature(
        positionals: [Positional("path", arity: .zeroOrMore, help: "Files or folders to search (default: the configuration's 'included', else the current folder).")],
        options: [
            Option("config", kind: .value(placeholder: "file"), help: "Read the configuration from this file (default: .sss.yml if present)."),
            Option("format", kind: .value(placeholder: "format"), help: "text (default) or json."),
            Option("require-reason", help: "Exit with 2 when a suppression gives no reason."),
            Option("quiet", short: "q", help: "Do not print the count."),
        ]
    )

    private let request: LintRequest
    private let format: SuppressionListing.Format
    private let requiresReason: Bool
    private let quiet: Bool

    public init(arguments: ParsedArguments) throws(UsageError) {
        let formatName = arguments.value("format") ?? SuppressionListing.Format.text.rawValue
        guard let format = SuppressionListing.Format(rawValue: formatName) else {
            let names = SuppressionListing.Format.allCases.map(\.rawValue)
            let hint = Suggestion.hint(for: formatName, in: names)
            throw UsageError("unknown format '\(formatName)'" + (hint.isEmpty ? "; expected 'text' or 'json'" : hint))
        }
        request = LintRequest(paths: arguments.positionals, reports: [], configurationPath: arguments.value("config"))
        self.format = format
        requiresReason = arguments.flag("require-reason")
        quiet = arguments.flag("quiet")
    }

    public func run(in context: Context) -> ExitCode {
        let plan: LintPlan
        do {
            plan = try LintPlan(request, fileSystem: context.fileSystem)
        } catch {
            context.report(error.diagnostics)
            return .failure
        }
        context.report(plan.loaded.warnings)
        let inventory = SuppressionInventory(paths: plan.files, fileSystem: context.fileSystem)
        context.report(plan.skipped + inventory.skipped.map(\.diagnostic))
        let base = context.fileSystem.currentDirectory
        switch format {
        case .text: context.output.write(SuppressionListing.text(inventory, base: base))
        case .json: context.output.write(SuppressionListing.json(inventory, base: base))
        }
        if !quiet {
            context.errorOutput.write(SuppressionListing.summary(inventory))
        }
        return requiresReason && inventory.withoutReason > 0 ? .violations : .success
    }
}
