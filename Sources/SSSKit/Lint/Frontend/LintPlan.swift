/// What a lint run does, settled from the command line and the configuration before any file is
/// read: the files, the rules and their settings.
struct LintPlan {
    let loaded: LoadedConfiguration
    let files: [String]
    /// Entries that could not be searched; reported and skipped.
    let skipped: [Diagnostic]
    let rules: [any Rule.Type]
    let settings: LintSettings
    /// Whether the run reads every file the configuration chooses, so that the suffixes it adds to
    /// roles can be checked against the declared types.
    let checksRoleSuffixes: Bool

    /// Loads the configuration and collects the files; what the search read is freed as `release` says.
    ///
    /// - Throws: configuration errors, and paths or `included` entries that find nothing.
    init(_ request: LintRequest, fileSystem: any FileSystem, release: ReleasePolicy = .whenDone) throws(DiagnosticError) {
        loaded = try ConfigurationLoader(fileSystem: fileSystem).load(explicitPath: request.configurationPath)
        var selection = LintFileSelection(loaded: loaded, fileSystem: fileSystem)
        selection.threads = request.threads
        selection.release = release
        let collected = try selection.collect(request.paths, forceExclude: request.forceExclude)
        files = collected.files
        skipped = collected.skipped
        rules = loaded.configuration.enabledRules
        settings = loaded.configuration.lintSettings
        checksRoleSuffixes = RoleSuffixCheck(loaded: loaded).applies(to: request.paths, currentDirectory: fileSystem.currentDirectory)
    }

    /// Lints the planned files and reports the configuration's warnings and the skipped files to
    /// `context`. Returns `nil` after reporting the configuration problems the run revealed. The run's
    /// large values are freed as `release` says; when never, the heap is readied for that first (see
    /// ``ProcessHeap``).
    func lint(threads: Int, release: ReleasePolicy, in context: Context) -> LintRun? {
        context.report(loaded.warnings)
        let hugePages = release.prepareHeap()
        let linter = Linter(
            rules: rules.map { $0.init(settings: settings) }, settings: settings, threads: threads,
            collectingTypeNames: checksRoleSuffixes, release: release
        )
        var run = linter.lint(paths: files, fileSystem: context.fileSystem)
        run.timings.heapOnHugePages = hugePages
        context.report(skipped + run.skipped.map(\.diagnostic))
        let problems = problems(after: run)
        guard problems.isEmpty else {
            context.report(problems)
            return nil
        }
        return run
    }

    /// Configuration errors that show only once the files are read: a suffix the configuration adds
    /// to a role that no declared type ends in (see ``RoleSuffixCheck``).
    private func problems(after run: LintRun) -> [Diagnostic] {
        guard checksRoleSuffixes, !run.lintedFiles.isEmpty else { return [] }
        return RoleSuffixCheck(loaded: loaded).problems(declaredTypeNames: run.declaredTypeNames)
    }

    /// The findings that rules' `excluded` patterns leave in place.
    func keepingReported(_ findings: [Finding]) -> [Finding] {
        let exclusions = loaded.ruleExclusions
        guard !exclusions.isEmpty else { return findings }
        return findings.filter { exclusions[$0.ruleID]?.cover($0.path) != true }
    }
}
