import SSSCore

extension LintFrontend {
    /// The run's plan and its baseline step, made from `baselineRequest`; `nil` once what stops the run
    /// before any file is read is reported: a configuration or baseline that cannot be read, or one of
    /// ``problemsBeforeLinting(_:plan:fileSystem:)``.
    func prepare(_ request: LintRequest, baseline baselineRequest: BaselineRequest) -> (plan: LintPlan, baseline: BaselineStep)? {
        let plan: LintPlan
        let baseline: BaselineStep
        do {
            plan = try LintPlan(request, fileSystem: context.fileSystem)
            baseline = try BaselineStep(baselineRequest, fileSystem: context.fileSystem)
        } catch {
            context.report(error.diagnostics)
            return nil
        }
        let problems = Self.problemsBeforeLinting(request, plan: plan, fileSystem: context.fileSystem)
        guard problems.isEmpty else {
            context.report(problems)
            return nil
        }
        return (plan, baseline)
    }

    /// What stops a run once its files are known and before any is read: no file to lint (unless
    /// `--allow-zero-lintable-files`), and a report or baseline that would be written over a file
    /// being linted.
    static func problemsBeforeLinting(_ request: LintRequest, plan: LintPlan, fileSystem: any FileSystem) -> [Diagnostic] {
        guard !plan.files.isEmpty else {
            guard !request.allowsZeroLintableFiles else { return [] }
            return [Diagnostic(.error, "no Swift files to lint \(Self.searched(request, plan: plan)); "
                + "pass '--allow-zero-lintable-files' when an empty run is expected")]
        }
        let written = request.reports.compactMap(\.path).map { ("report", $0) }
            + (request.baseline.writePath.map { [("baseline", $0)] } ?? [])
        guard !written.isEmpty else { return [] }
        let linted = Set(plan.files.map(Path.normalize))
        return written.compactMap { kind, path in
            let absolute = Path.normalize(Path.absolute(path, relativeTo: fileSystem.currentDirectory))
            let resolved = fileSystem.resolvedPath(absolute).map(Path.normalize)
            guard linted.contains(absolute) || resolved.map(linted.contains) == true else { return nil }
            return Diagnostic(.error, "the \(kind) would be written over a Swift file this run lints; choose another file", path: path)
        }
    }

    /// Where the run looked for files: `in 'Sources', 'Tests'`, `under the configuration's 'included'`
    /// or `in the current folder`.
    private static func searched(_ request: LintRequest, plan: LintPlan) -> String {
        if !request.paths.isEmpty {
            return "in " + request.paths.map { "'\($0)'" }.joined(separator: ", ")
        }
        if !plan.loaded.includedEntries.isEmpty {
            return "under the configuration's 'included'"
        }
        return "in the current folder"
    }
}
