/// Everything `sss lint` was asked to do, already validated.
public struct LintRequest: Sendable {
    public var paths: [String]
    public var reports: [ReportRequest]
    public var rules: [any Rule.Type]
    public var settings: LintSettings
    public var severityPolicy: SeverityPolicy
    public var threads: Int
    public var quiet: Bool

    public init(
        paths: [String],
        reports: [ReportRequest],
        rules: [any Rule.Type],
        settings: LintSettings = LintSettings(),
        severityPolicy: SeverityPolicy = .asConfigured,
        threads: Int = ParallelMap.processorCount,
        quiet: Bool = false
    ) {
        self.paths = paths
        self.reports = reports
        self.rules = rules
        self.settings = settings
        self.severityPolicy = severityPolicy
        self.threads = threads
        self.quiet = quiet
    }
}

/// Connects the command line to the linter: finds the files, runs the rules, writes the reports and
/// decides the exit code.
public struct LintFrontend {
    private let context: Context

    public init(context: Context) {
        self.context = context
    }

    public func run(_ request: LintRequest) -> ExitCode {
        let collected = SourceCollector(fileSystem: context.fileSystem).collect(request.paths)
        guard collected.missing.isEmpty else {
            context.report(collected.missing)
            return .failure
        }
        let linter = Linter(rules: request.rules.map { $0.init(settings: request.settings) }, settings: request.settings, threads: request.threads)
        let run = linter.lint(paths: collected.files, fileSystem: context.fileSystem)
        context.report(collected.skipped + run.skipped.map(\.diagnostic))
        let findings = run.findings.map(request.severityPolicy.apply)
        let reportContext = ReportContext(
            rules: request.rules.map { $0.description },
            baseDirectory: context.fileSystem.currentDirectory,
            lintedFiles: run.lintedFiles.sorted()
        )
        var failed = false
        for report in request.reports {
            let text = report.reporter.report(findings, context: reportContext)
            guard let path = report.path else {
                context.output.write(text)
                continue
            }
            do {
                try AtomicWrite(fileSystem: context.fileSystem).write(Array(text.utf8), to: path)
            } catch {
                context.report(Diagnostic(.error, "cannot write report: \(error.reason)", path: path))
                failed = true
            }
        }
        let serious = findings.filter { $0.severity == .error }.count
        if !request.quiet {
            context.errorOutput.write(Self.summary(findings: findings.count, serious: serious, files: run.lintedFiles.count))
        }
        if failed { return .failure }
        return serious > 0 ? .violations : .success
    }

    /// `Found 3 violations, 1 serious in 12 files.`
    static func summary(findings: Int, serious: Int, files: Int) -> String {
        "Found \(findings) violation\(findings == 1 ? "" : "s"), \(serious) serious in \(files) file\(files == 1 ? "" : "s").\n"
    }
}
