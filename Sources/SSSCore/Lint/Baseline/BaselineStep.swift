/// The baseline part of `sss lint`: reads the baseline before linting; afterwards records the run's
/// findings, drops the recorded ones and reports stale entries.
package struct BaselineStep {
    /// What is left after the step, and how it should change the exit code.
    package struct Outcome {
        package var findings: [Finding]
        /// A baseline could not be written.
        package var failed = false
        /// `--strict-baseline` found stale entries.
        package var staleEntriesAreErrors = false
        /// The stale entries as printed: warnings, or errors with `--strict-baseline`.
        package var staleEntries: [Diagnostic] = []
        /// What to tell the user: failures to write the baseline, and the stale entries with a note on
        /// how to remove them (printed without source lines).
        package var diagnostics: [Diagnostic] = []
    }

    private let request: BaselineRequest
    private let loaded: (baseline: Baseline, source: SourceFile)?
    private let fileSystem: any FileSystem

    /// Reads the `--baseline` file, if one was named; a file that cannot be read or is not a valid
    /// baseline is an error before anything is linted.
    package init(_ request: BaselineRequest, fileSystem: any FileSystem) throws(DiagnosticError) {
        self.request = request
        self.fileSystem = fileSystem
        if let path = request.comparePath {
            let (baseline, source) = try BaselineReader.read(path, fileSystem: fileSystem)
            loaded = (baseline, source)
        } else {
            loaded = nil
        }
    }

    /// Applies the step to the reported `findings` of `run`, which searched the files and folders
    /// `searched`.
    package func apply(to findings: [Finding], of run: LintRun, searched: [String]) -> Outcome {
        let base = fileSystem.currentDirectory
        var outcome = Outcome(findings: findings)
        if let path = request.writePath {
            let text = Baseline(recording: findings, base: base).encoded()
            do {
                try AtomicWrite(fileSystem: fileSystem).write(Array(text.utf8), to: Path.absolute(path, relativeTo: base))
            } catch {
                outcome.diagnostics.append(Diagnostic(.error, "cannot write baseline: \(error.reason)", path: path))
                outcome.failed = true
            }
        }
        guard let loaded else { return outcome }
        let scope = BaselineScope(paths: searched, skipped: run.skipped.map(\.path), base: base)
        let comparison = BaselineComparison(findings: findings, baseline: loaded.baseline, base: base, inScope: scope.contains)
        outcome.findings = comparison.newFindings
        guard !comparison.staleEntries.isEmpty else { return outcome }
        let severity: Severity = request.strict ? .error : .warning
        outcome.staleEntries = comparison.staleEntries.map { entry in
            let location = loaded.baseline.offsets[entry.key].map { SourceLocation(file: loaded.source, offset: $0) }
            return Diagnostic(severity, entry.message, at: location, path: loaded.source.path)
        }
        outcome.diagnostics += outcome.staleEntries
        outcome.diagnostics.append(.note("run 'sss baseline prune \(loaded.source.path)' to remove stale entries"))
        outcome.staleEntriesAreErrors = request.strict
        return outcome
    }
}

extension BaselineComparison.StaleEntry {
    /// `stale baseline entry: 'final_component' in App/Login.swift at 'LoginInteraction' matches no finding`
    public var message: String {
        let declaration = key.declaration.isEmpty ? "" : " at '\(key.declaration)'"
        let what = found == 0
            ? "matches no finding"
            : "records \(recorded) findings but only \(found) \(found == 1 ? "was" : "were") found"
        return "stale baseline entry: '\(key.rule)' in \(key.file)\(declaration) \(what)"
    }
}

extension LintPlan {
    /// The files and folders a run searched: the paths on the command line, else the literal start
    /// of each `included` entry, else the current folder.
    package func searchedPaths(_ commandLinePaths: [String]) -> [String] {
        if !commandLinePaths.isEmpty { return commandLinePaths }
        guard !loaded.includedEntries.isEmpty else { return ["."] }
        return loaded.includedEntries.map { Glob(Path.absolute($0.text, relativeTo: loaded.folder)).literalPrefix }
    }
}
