/// What a lint run does, settled from the command line and the configuration before any file is
/// read: the files, the rules and their settings.
struct LintPlan {
    let loaded: LoadedConfiguration
    let files: [String]
    /// Entries that could not be searched; reported and skipped.
    let skipped: [Diagnostic]
    let rules: [any Rule.Type]
    let settings: LintSettings
    /// Whether the files are the ones the configuration chooses, rather than paths from the command line.
    let lintsConfiguredFiles: Bool

    /// Loads the configuration and collects the files.
    ///
    /// - Throws: configuration errors, and paths or `included` entries that find nothing.
    init(_ request: LintRequest, fileSystem: any FileSystem) throws(DiagnosticError) {
        loaded = try ConfigurationLoader(fileSystem: fileSystem).load(explicitPath: request.configurationPath)
        var selection = LintFileSelection(loaded: loaded, fileSystem: fileSystem)
        selection.threads = request.threads
        let collected = try selection.collect(request.paths, forceExclude: request.forceExclude)
        files = collected.files
        skipped = collected.skipped
        rules = loaded.configuration.enabledRules
        settings = loaded.configuration.lintSettings
        lintsConfiguredFiles = request.paths.isEmpty
    }

    /// Lints the planned files and reports the configuration's warnings and the skipped files to
    /// `context`. Returns `nil` after reporting the configuration problems the run revealed.
    func lint(threads: Int, in context: Context) -> LintRun? {
        context.report(loaded.warnings)
        let linter = Linter(
            rules: rules.map { $0.init(settings: settings) }, settings: settings, threads: threads,
            collectingTypeNames: lintsConfiguredFiles && !loaded.addedSuffixes.isEmpty
        )
        let run = linter.lint(paths: files, fileSystem: context.fileSystem)
        context.report(skipped + run.skipped.map(\.diagnostic))
        let problems = problems(after: run)
        guard problems.isEmpty else {
            context.report(problems)
            return nil
        }
        return run
    }

    /// Configuration errors that show only once the files are read: a suffix the configuration adds
    /// to a role that no declared type ends in. Checked only when the configuration chose the files,
    /// since a few files named on the command line are not the whole codebase.
    private func problems(after run: LintRun) -> [Diagnostic] {
        guard lintsConfiguredFiles, !run.lintedFiles.isEmpty else { return [] }
        return loaded.addedSuffixes.compactMap { added in
            let suffix = added.suffix.text
            guard !run.declaredTypeNames.contains(where: { $0.hasSuffix(suffix) }) else { return nil }
            return .error("suffix '\(suffix)' of role '\(added.role.rawValue)' matches no type in the linted files", at: added.suffix.location)
        }
    }

    /// The findings that rules' `excluded` patterns leave in place.
    func keepingReported(_ findings: [Finding]) -> [Finding] {
        let exclusions = loaded.ruleExclusions
        guard !exclusions.isEmpty else { return findings }
        return findings.filter { exclusions[$0.ruleID]?.cover($0.path) != true }
    }
}
