import SSSCore

/// Connects the command line to the linter: reads the configuration, finds the files, runs the rules,
/// writes the reports and decides the exit code.
public struct LintFrontend {
    let context: Context

    public init(context: Context) {
        self.context = context
    }

    public func run(_ request: LintRequest) -> ExitCode {
        if request.fix != .off { return runFixing(request) }
        let start = MonotonicClock.now
        guard let (plan, baseline) = prepare(request, baseline: request.baseline) else { return .failure }
        let collected = MonotonicClock.now
        guard let run = plan.lint(threads: request.threads, in: context) else { return .failure }
        let linted = MonotonicClock.now
        let afterBaseline = SignalDeferral.interruptions.run {
            baseline.apply(to: plan.keepingReported(run.findings), of: run, searched: plan.searchedPaths(request.paths))
        }
        context.errorOutput.write(DiagnosticPrinter(useColor: context.colorsErrors, showsSource: false).render(afterBaseline.diagnostics))
        let findings = afterBaseline.findings.map(request.severityPolicy.apply)
        let reportContext = ReportContext(
            rules: plan.rules.map { $0.description },
            baseDirectory: context.fileSystem.currentDirectory,
            // The collector returns the files sorted, and the run keeps their order.
            lintedFiles: run.lintedFiles,
            staleBaselineEntries: afterBaseline.staleEntries
        )
        var failed = afterBaseline.failed
        for report in request.reports {
            let text = report.reporter.report(findings, context: reportContext)
            guard let path = report.path else {
                context.output.write(text)
                continue
            }
            do {
                try context.writeAtomically(Array(text.utf8), to: path)
            } catch {
                context.report(Diagnostic(.error, "cannot write report: \(error.reason)", path: path))
                failed = true
            }
        }
        let serious = findings.filter { $0.severity == .error }.count
        if !request.quiet {
            context.errorOutput.write(Self.summary(findings: findings.count, serious: serious, files: run.lintedFiles.count) + Self.ruleCounts(findings))
        }
        if request.printsTimings {
            var timings = run.timings
            timings.collect = collected - start
            timings.report = MonotonicClock.now - linted
            timings.total = MonotonicClock.now - start
            context.errorOutput.write(timings.table)
        }
        if failed { return .failure }
        return serious > 0 || afterBaseline.staleEntriesAreErrors ? .violations : .success
    }

    /// `Found 3 violations, 1 serious in 12 files.`
    static func summary(findings: Int, serious: Int, files: Int) -> String {
        "Found \(findings) violation\(findings == 1 ? "" : "s"), \(serious) serious in \(files) file\(files == 1 ? "" : "s").\n"
    }
}
