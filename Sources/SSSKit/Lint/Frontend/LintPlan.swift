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
    private let linter: Linter
    /// The files already linted while the search went on, when the plan was made to lint ahead.
    private let streamed: StreamingFirstPass?

    /// Loads the configuration and collects the files. With `lintingAhead` and more than one thread,
    /// files are linted as the search finds them; ``lint(in:)`` then completes that run.
    ///
    /// - Throws: configuration errors, and paths or `included` entries that find nothing.
    init(_ request: LintRequest, fileSystem: any FileSystem, lintingAhead: Bool = false) throws(DiagnosticError) {
        loaded = try ConfigurationLoader(fileSystem: fileSystem).load(explicitPath: request.configurationPath)
        let rules = loaded.configuration.enabledRules
        let settings = loaded.configuration.lintSettings
        let checksRoleSuffixes = RoleSuffixCheck(loaded: loaded).applies(to: request.paths, currentDirectory: fileSystem.currentDirectory)
        let linter = Linter(
            rules: rules.map { $0.init(settings: settings) }, settings: settings, threads: request.threads,
            collectingTypeNames: checksRoleSuffixes
        )
        let streamed = lintingAhead && request.threads > 1
            ? StreamingFirstPass(linter: linter, fileSystem: fileSystem, threads: request.threads) : nil
        var selection = LintFileSelection(loaded: loaded, fileSystem: fileSystem)
        // While files are linted ahead, the lint's threads are busy: the search reads folders alone.
        selection.threads = streamed == nil ? request.threads : 1
        let collected: SourceCollector.Result
        do {
            collected = try selection.collect(request.paths, forceExclude: request.forceExclude, found: streamed.map { streamed in
                { streamed.submit($0) }
            })
        } catch {
            streamed?.cancel()
            throw error
        }
        files = collected.files
        skipped = collected.skipped
        self.rules = rules
        self.settings = settings
        self.checksRoleSuffixes = checksRoleSuffixes
        self.linter = linter
        self.streamed = streamed
    }

    /// Stops linting ahead, when the run ends before ``lint(in:)``.
    func cancel() {
        streamed?.cancel()
    }

    /// Lints the planned files and reports the configuration's warnings and the skipped files to
    /// `context`. Returns `nil` after reporting the configuration problems the run revealed.
    func lint(in context: Context) -> LintRun? {
        context.report(loaded.warnings)
        let run = linter.lint(paths: files, fileSystem: context.fileSystem, streamed: streamed)
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
