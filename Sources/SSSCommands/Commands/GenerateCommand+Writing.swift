import SSSCore

/// How far a run of `sss generate` got with the folders, for saying so when a signal ends it.
enum WriteProgress {
    /// Nothing was written, or everything written was put back.
    case nothingWritten
    /// Every file is in place.
    case written
}

/// The options of `sss generate` about files that are already there.
struct RegenerationFlags {
    let skip: Bool
    let markers: Bool
    let prune: Bool
    let check: Bool
    let showsDiffs: Bool

    init(arguments: ParsedArguments) throws(UsageError) {
        skip = arguments.flag("skip")
        prune = arguments.flag("prune")
        check = arguments.flag("check")
        showsDiffs = arguments.flag("diff")
        switch arguments.value("conflicts") {
        case nil, "stop"?: markers = false
        case "markers"?: markers = true
        case let other?:
            let hint = Suggestion.hint(for: other, in: ["stop", "markers"])
            throw UsageError("option '--conflicts' expects stop or markers, found '\(other)'\(hint)")
        }
        if skip, let other = arguments.flag("force") ? "--force" : markers ? "--conflicts markers" : nil {
            throw UsageError("option '--skip' leaves every file that is there alone; it cannot go with '\(other)'")
        }
        if check, arguments.flag("dry-run") {
            throw UsageError("option '--check' already writes nothing; leave out '--dry-run'")
        }
    }
}

extension GenerateCommand {
    /// Runs the command with Ctrl-C, `kill` and a closed terminal held back until the folders are
    /// as they were or as the run leaves them; such a signal then ends the process after a line
    /// that says which.
    public func run(in context: Context) -> ExitCode {
        var progress = WriteProgress.nothingWritten
        return SignalDeferral.interruptions.run({ generate(in: context, progress: &progress) }, noticing: { signal in
            let name = SignalDeferral.name(of: signal)
            switch progress {
            case .nothingWritten:
                context.report(.error("interrupted by \(name); nothing was written, the folders are as they were"))
            case .written:
                context.report(.error("interrupted by \(name) after every file was written; the folders are as this run leaves them"))
            }
        })
    }

    /// Writes `folders` under their locks, or with `--dry-run` or `--check` only says what that
    /// would do. A signal that came before the writing starts stops the run there.
    func write(
        _ folders: [FolderPlan], features: Set<String>, in context: Context, progress: inout WriteProgress
    ) throws(DiagnosticError) -> ExitCode {
        let regenerator = Regenerator(fileSystem: context.fileSystem)
        let policy = RegenerationPolicy(force: force, skip: regeneration.skip, markers: regeneration.markers, prune: regeneration.prune)
        if dryRun || regeneration.check {
            let changes = try regenerator.review(folders, features: features, policy: policy)
            return regeneration.check ? reportCheck(changes, in: context) : report(changes, in: context)
        }
        guard SignalDeferral.interruptions.pendingSignal == nil else { return .failure }
        var lock = GenerationLock(fileSystem: context.fileSystem)
        try lock.acquire(folders.map(\.folder))
        let changes: ChangeSet
        do throws(DiagnosticError) {
            changes = try regenerator.review(folders, features: features, policy: policy)
            let interrupted = SignalDeferral.interruptions.pendingSignal != nil
            let stops = !changes.conflicts.isEmpty || interrupted
            if !stops {
                let warnings = try PlanWriter(fileSystem: context.fileSystem).apply(changes)
                progress = .written
                context.report(warnings)
            }
            context.report(lock.release(removingCreatedFolders: stops))
            if interrupted { return .failure }
        } catch {
            throw DiagnosticError(error.diagnostics + lock.release(removingCreatedFolders: true))
        }
        return report(changes, in: context)
    }

    /// Prints a line per file (and the diffs asked for); with conflicts, the errors that nothing was
    /// written, or that markers were.
    private func report(_ changes: ChangeSet, in context: Context) -> ExitCode {
        let report = GenerationReport(changes: changes.changes, dryRun: dryRun, color: context.colorsOutput, showsDiffs: regeneration.showsDiffs)
        context.output.write(report.render())
        let conflicts = changes.conflicts
        guard conflicts.isEmpty else {
            context.report(GenerationReport.conflictErrors(conflicts))
            return .failure
        }
        let marked = changes.changes.filter { $0.action == .markers }
        guard marked.isEmpty else {
            let files = marked.count == 1 ? "1 file" : "\(marked.count) files"
            let verb = dryRun ? "would write" : "wrote"
            context.report(.error("\(verb) conflict markers into \(files): \(marked.map(\.path).joined(separator: ", ")); resolve them and run 'sss generate' again"))
            return .failure
        }
        return .success
    }

    /// Prints what a run would change; exit code 2 when anything. A file a run would leave alone
    /// (identical, kept, or skipped with `--skip`) is no drift.
    private func reportCheck(_ changes: ChangeSet, in context: Context) -> ExitCode {
        let drift = changes.changes.filter { ![.identical, .keep, .skip].contains($0.action) }
        guard !drift.isEmpty else {
            let files = changes.changes.count == 1 ? "1 file is" : "\(changes.changes.count) files are"
            context.output.write("\(files) as 'sss generate' leaves them\n")
            return .success
        }
        let report = GenerationReport(changes: drift, dryRun: true, color: context.colorsOutput, showsDiffs: regeneration.showsDiffs)
        context.output.write(report.render())
        let files = drift.count == 1 ? "1 file differs" : "\(drift.count) files differ"
        context.report(.error("\(files) from what 'sss generate' would leave; run it without --check, and commit the result"))
        return .violations
    }
}
