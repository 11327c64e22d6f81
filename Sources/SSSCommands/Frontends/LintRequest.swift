import SSSCore

/// Everything `sss lint` was asked to do, already validated.
public struct LintRequest: Sendable {
    /// Files and folders from the command line; empty when none were given.
    public var paths: [String]
    public var reports: [ReportRequest]
    /// The file named with `--config`; `nil` to look for `.sss.yml` in the current folder.
    public var configurationPath: String?
    /// Whether `excluded` applies to files named on the command line too.
    public var forceExclude: Bool
    public var severityPolicy: SeverityPolicy
    /// Files linted at once, within ``threadRange``.
    public var threads: Int
    public var quiet: Bool
    /// `--baseline`, `--write-baseline` and `--strict-baseline`.
    public var baseline = BaselineRequest()
    /// `--timings`: print how long each phase took to standard error, after the summary.
    public var printsTimings = false

    /// The thread counts `--threads` accepts: more threads than files or processors only wait.
    public static let threadRange = 1...1024

    /// One thread per processor, within ``threadRange``.
    public static var defaultThreads: Int { min(ParallelMap.processorCount, threadRange.upperBound) }

    public init(
        paths: [String],
        reports: [ReportRequest],
        configurationPath: String? = nil,
        forceExclude: Bool = false,
        severityPolicy: SeverityPolicy = .asConfigured,
        threads: Int = LintRequest.defaultThreads,
        quiet: Bool = false
    ) {
        self.paths = paths
        self.reports = reports
        self.configurationPath = configurationPath
        self.forceExclude = forceExclude
        self.severityPolicy = severityPolicy
        self.threads = threads
        self.quiet = quiet
    }
}

extension LintPlan {
    /// The plan for `request`: its configuration, paths and threads.
    package init(_ request: LintRequest, fileSystem: any FileSystem) throws(DiagnosticError) {
        try self.init(
            paths: request.paths, configurationPath: request.configurationPath, forceExclude: request.forceExclude,
            threads: request.threads, fileSystem: fileSystem
        )
    }

    /// Lints the planned files and reports what the user should know to `context`; `nil` after
    /// reporting problems in the configuration that the files revealed.
    func lint(threads: Int, in context: Context) -> LintRun? {
        let (run, diagnostics) = lint(threads: threads, fileSystem: context.fileSystem)
        context.report(diagnostics)
        return run
    }
}
