/// What a lint run does, settled from the command line and the configuration before any file is
/// read: the files, the rules and their settings.
package struct LintPlan {
    package let loaded: LoadedConfiguration
    package let files: [String]
    /// Entries that could not be searched; reported and skipped.
    package let skipped: [Diagnostic]
    package let rules: [any Rule.Type]
    let settings: LintSettings
    /// Whether the run reads every file the configuration chooses, so that the suffixes it adds to
    /// roles can be checked against the declared types.
    let checksRoleSuffixes: Bool

    /// Loads the configuration (`configurationPath`, or `.sss.yml` in the current folder when `nil`)
    /// and collects the files under `paths` (the configuration's `included` when empty) on `threads`
    /// threads; `forceExclude` applies `excluded` to files named in `paths` too.
    ///
    /// - Throws: configuration errors, and paths or `included` entries that find nothing.
    package init(
        paths: [String], configurationPath: String?, forceExclude: Bool = false, threads: Int,
        fileSystem: any FileSystem
    ) throws(DiagnosticError) {
        loaded = try ConfigurationLoader(fileSystem: fileSystem).load(explicitPath: configurationPath)
        var selection = LintFileSelection(loaded: loaded, fileSystem: fileSystem)
        selection.threads = threads
        let collected = try selection.collect(paths, forceExclude: forceExclude)
        files = collected.files
        skipped = collected.skipped
        rules = loaded.configuration.enabledRules
        settings = loaded.configuration.lintSettings
        checksRoleSuffixes = RoleSuffixCheck(loaded: loaded).applies(to: paths, currentDirectory: fileSystem.currentDirectory)
    }

    /// Lints the planned files. Returns the run, or `nil` when the files revealed a problem in the
    /// configuration, and what to tell the user: the configuration's warnings, the files that were
    /// skipped and those problems.
    package func lint(threads: Int, fileSystem: any FileSystem) -> (run: LintRun?, diagnostics: [Diagnostic]) {
        let linter = Linter(
            rules: rules.map { $0.init(settings: settings) }, settings: settings, threads: threads, collectingTypeNames: checksRoleSuffixes
        )
        let run = linter.lint(paths: files, fileSystem: fileSystem)
        let diagnostics = loaded.warnings + skipped + run.skipped.map(\.diagnostic)
        let problems = problems(after: run)
        guard problems.isEmpty else { return (nil, diagnostics + problems) }
        return (run, diagnostics)
    }

    /// Configuration errors that show only once the files are read: a suffix the configuration adds
    /// to a role that no declared type ends in (see ``RoleSuffixCheck``).
    private func problems(after run: LintRun) -> [Diagnostic] {
        guard checksRoleSuffixes, !run.lintedFiles.isEmpty else { return [] }
        return RoleSuffixCheck(loaded: loaded).problems(declaredTypeNames: run.declaredTypeNames)
    }

    /// The findings that rules' `excluded` patterns leave in place.
    package func keepingReported(_ findings: [Finding]) -> [Finding] {
        let exclusions = loaded.ruleExclusions
        guard !exclusions.isEmpty else { return findings }
        return findings.filter { exclusions[$0.ruleID]?.cover($0.path) != true }
    }
}
