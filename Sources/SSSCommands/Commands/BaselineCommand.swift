import SSSCore

/// `sss baseline prune <file> [<path> ...]`: lints the paths and removes the baseline entries that no
/// longer match a finding, so the baseline only ever shrinks as debt is paid off.
public struct BaselineCommand: Command {
    public static let name = "baseline"
    public static let abstract = "Remove entries that match no finding from a baseline file."
    public static let discussion = """
        'prune' lints the paths (by default the configuration's 'included', else the current
        folder) with the rules and settings 'sss lint' uses, and rewrites the baseline without its stale entries: entries that match no finding are removed,
        and entries that record more findings than were found are lowered. It never adds entries;
        write a new baseline with 'sss lint --write-baseline <file>'. Entries for files outside the
        paths are kept. Run it from the folder you run 'sss lint' from, since entries name files
        relative to it.
        """
    public static let signature = CommandSignature(
        positionals: [
            Positional("action", help: "'prune'."),
            Positional("file", help: "The baseline file."),
            Positional("path", arity: .zeroOrMore, help: "Files or folders to lint (default: the configuration's 'included', else the current folder)."),
        ],
        options: [
            Option("config", kind: .value(placeholder: "file"), help: "Read the configuration from this file (default: .sss.yml if present)."),
            Option("threads", short: "j", kind: .value(placeholder: "count"), help: "Files linted in parallel (default: the number of processors)."),
        ]
    )

    private let file: String
    private let request: LintRequest

    public init(arguments: ParsedArguments) throws(UsageError) {
        let positionals = arguments.positionals
        let action = positionals.first ?? ""
        guard action == "prune" else {
            let hint = Suggestion.hint(for: action, in: ["prune"])
            throw UsageError("unknown action '\(action)'" + (hint.isEmpty ? "; expected 'prune'" : hint))
        }
        file = positionals.count > 1 ? positionals[1] : ""
        request = LintRequest(
            paths: Array(positionals.dropFirst(2)),
            reports: [],
            configurationPath: arguments.value("config"),
            threads: try arguments.number("threads", in: LintRequest.threadRange) ?? LintRequest.defaultThreads
        )
    }

    public func run(in context: Context) -> ExitCode {
        let baseline: Baseline
        let plan: LintPlan
        do {
            baseline = try BaselineReader.read(file, fileSystem: context.fileSystem).0
            plan = try LintPlan(request, fileSystem: context.fileSystem)
        } catch {
            context.report(error.diagnostics)
            return .failure
        }
        guard let run = plan.lint(threads: request.threads, in: context) else { return .failure }
        let base = context.fileSystem.currentDirectory
        let scope = BaselineScope(paths: plan.searchedPaths(request.paths), skipped: run.skipped.map(\.path), base: base)
        let findings = plan.keepingReported(run.findings)
        let comparison = BaselineComparison(findings: findings, baseline: baseline, base: base, inScope: scope.contains)
        let pruned = comparison.pruned(baseline)
        let stale = comparison.staleEntries.count
        guard stale > 0 else {
            context.errorOutput.write("No stale entries in \(file); \(Self.entries(pruned.counts.count)) kept.\n")
            return .success
        }
        do {
            try context.writeAtomically(Array(pruned.encoded().utf8), to: Path.absolute(file, relativeTo: base))
        } catch {
            context.report(Diagnostic(.error, "cannot write baseline: \(error.reason)", path: file))
            return .failure
        }
        let removed = baseline.findingCount - pruned.findingCount
        context.errorOutput.write(
            "Pruned \(Self.entries(stale)) (\(removed) finding\(removed == 1 ? "" : "s")) from \(file); \(Self.entries(pruned.counts.count)) kept.\n"
        )
        return .success
    }

    private static func entries(_ count: Int) -> String {
        "\(count) entr\(count == 1 ? "y" : "ies")"
    }
}
