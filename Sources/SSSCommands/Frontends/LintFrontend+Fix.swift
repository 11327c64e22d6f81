import SSSCore

extension LintFrontend {
    /// `sss lint --fix`: lints, fixes in place (each file written atomically, signals held until every
    /// file is in place) the findings that have a single mechanical fix and are neither suppressed nor
    /// baselined, says what it corrected, then lints again and reports what remains, as a plain run
    /// would. With `--dry-run`, prints the changes as a unified diff instead and writes nothing.
    func runFixing(_ request: LintRequest) -> ExitCode {
        var checking = request.baseline
        checking.writePath = nil
        guard let (plan, baseline) = prepare(request, baseline: checking) else { return .failure }
        guard let linted = plan.lint(threads: request.threads, in: context) else { return .failure }
        let remaining = baseline.apply(to: plan.keepingReported(linted.findings), of: linted, searched: plan.searchedPaths(request.paths))
        let fixes = Fixer(fileSystem: context.fileSystem).fixes(for: remaining.findings, codebase: linted.lintedFiles)
        let count = fixes.reduce(0) { $0 + $1.corrected.count }
        if request.fix == .dryRun {
            let base = context.fileSystem.currentDirectory
            for fix in fixes {
                let label = Path.relative(Path.normalize(fix.path), to: base)
                context.output.write(String(decoding: UnifiedDiff(path: label).render(old: fix.original, new: fix.fixed), as: UTF8.self))
            }
            if !request.quiet {
                context.errorOutput.write("Would correct \(Self.findings(count)) in \(Self.files(fixes.count)); nothing was written.\n")
            }
            return .success
        }
        var failed = false
        SignalDeferral.interruptions.run {
            for fix in fixes {
                do throws(FileSystemError) {
                    try context.writeAtomically(fix.fixed, to: fix.path)
                } catch {
                    context.report(Diagnostic(.error, "cannot write the fixed file: \(error.reason)", path: fix.path))
                    failed = true
                }
            }
        }
        if !request.quiet {
            let lines = fixes.flatMap(\.corrected).map { "\($0.path):\($0.position.line):\($0.position.column): corrected \($0.ruleName) (\($0.ruleID))\n" }
            context.errorOutput.write(lines.joined() + "Corrected \(Self.findings(count)) in \(Self.files(fixes.count)).\n")
        }
        if failed { return .failure }
        var again = request
        again.fix = .off
        return run(again)
    }

    private static func findings(_ count: Int) -> String {
        "\(count) finding\(count == 1 ? "" : "s")"
    }

    private static func files(_ count: Int) -> String {
        "\(count) file\(count == 1 ? "" : "s")"
    }
}
