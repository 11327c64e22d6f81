import SSSCore

/// `sss generate <spec> ...`: writes the Swift files of one or more features, all or nothing.
public struct GenerateCommand: Command {
    public static let name = "generate"
    public static let abstract = "Write the Swift files of the features that specs describe."
    public static let discussion = """
        Specs generated together go into one folder and share NavigationControlling.swift;
        generate features that lead to each other in the same run. Every spec is checked
        before anything is written, and nothing is written while any spec has an error.

        Each file is reported as 'create' (new), 'identical' (already there, unchanged) or
        'conflict' (already there with other contents). A conflict stops the run before
        anything is written, unless --force is given ('overwrite'). Files are written to a
        temporary file first and renamed into place; if any write fails, the files written
        so far are put back as they were.

        With --tests, an XCTest file per interaction is written to the tests folder; --module
        names the module those tests import with @testable. The two options go together.

        --templates takes a folder of templates named like the built-in ones (see
        'sss templates list'); each replaces the built-in template of the same name.
        """
    public static let signature = CommandSignature(
        positionals: [Positional("spec", arity: .oneOrMore, help: "A feature spec file (see 'sss init').")],
        options: [
            Option("output", short: "o", kind: .value(placeholder: "dir"), help: "The folder for the feature files (default: the current folder)."),
            Option("tests", kind: .value(placeholder: "dir"), help: "Also write an XCTest file per interaction into this folder (needs --module)."),
            Option("module", kind: .value(placeholder: "name"), help: "The module the tests import with @testable (needs --tests)."),
            Option("templates", kind: .value(placeholder: "dir"), help: "A folder of templates that replace built-in ones."),
            Option("force", short: "f", help: "Replace files that exist with other contents."),
            Option("dry-run", short: "n", help: "Print what would be written, and write nothing."),
        ]
    )

    let specs: [String]
    let output: String
    let tests: String?
    let module: String?
    let templates: String?
    let force: Bool
    let dryRun: Bool

    public init(arguments: ParsedArguments) throws(UsageError) {
        specs = arguments.positionals
        output = arguments.value("output") ?? "."
        tests = arguments.value("tests")
        module = arguments.value("module")
        templates = arguments.value("templates")
        force = arguments.flag("force")
        dryRun = arguments.flag("dry-run")
        for (option, value) in [("output", output), ("tests", tests), ("templates", templates)] where value?.isEmpty == true {
            throw UsageError("option '--\(option)' needs a folder")
        }
        switch (tests, module) {
        case (nil, _?): throw UsageError("option '--module' needs '--tests <dir>'")
        case (_?, nil): throw UsageError("option '--tests' needs '--module <name>', the module the tests import")
        default: break
        }
        if let module, !Self.isModuleName(module) {
            throw UsageError("module name '\(module)' is not a Swift identifier")
        }
    }

    public func run(in context: Context) -> ExitCode {
        var diagnostics: [Diagnostic] = []
        let specs = SpecLoader(fileSystem: context.fileSystem).load(self.specs, into: &diagnostics)
        let templateSet = loadTemplates(from: context.fileSystem, into: &diagnostics)
        guard diagnostics.isEmpty, let templateSet else {
            if let templateSet {
                diagnostics += GenerationPlanner(templates: templateSet).check(specs, testModule: module)
            }
            context.report(diagnostics)
            return .failure
        }
        do throws(DiagnosticError) {
            let plan = try GenerationPlanner(templates: templateSet).plan(specs, testModule: module)
            var folders = [FolderPlan(folder: output, files: plan.sources)]
            if let tests { folders.append(FolderPlan(folder: tests, files: plan.tests)) }
            let missing = MissingDestinations(fileSystem: context.fileSystem).warnings(for: specs, output: output)
            let code = try write(folders, in: context)
            if code == .success { context.report(missing) }
            return code
        } catch {
            context.report(error.diagnostics)
            return .failure
        }
    }

    private func loadTemplates(from fileSystem: any FileSystem, into diagnostics: inout [Diagnostic]) -> TemplateSet? {
        do throws(DiagnosticError) {
            guard let templates else { return try TemplateSet.builtin() }
            return try TemplateSet.overriding(with: templates, fileSystem: fileSystem)
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
    }

    /// Writes `folders` under their locks; signals that would end the process wait until every
    /// file is written or put back and the locks are gone.
    private func write(_ folders: [FolderPlan], in context: Context) throws(DiagnosticError) -> ExitCode {
        let writer = PlanWriter(fileSystem: context.fileSystem)
        if dryRun {
            return report(try writer.review(folders, force: force), in: context)
        }
        let changes = try SignalDeferral.interruptions.run { () throws(DiagnosticError) -> ChangeSet in
            var lock = GenerationLock(fileSystem: context.fileSystem)
            try lock.acquire(folders.map(\.folder))
            do throws(DiagnosticError) {
                let changes = try writer.review(folders, force: force)
                if changes.conflicts.isEmpty {
                    context.report(try writer.apply(changes))
                }
                context.report(lock.release(removingCreatedFolders: !changes.conflicts.isEmpty))
                return changes
            } catch {
                throw DiagnosticError(error.diagnostics + lock.release(removingCreatedFolders: true))
            }
        }
        return report(changes, in: context)
    }

    /// Prints a line per file; with conflicts, the error that nothing was written.
    private func report(_ changes: ChangeSet, in context: Context) -> ExitCode {
        context.output.write(changes.changes.map { $0.line + "\n" }.joined())
        guard changes.conflicts.isEmpty else {
            context.report(.error(PlanWriter.conflictMessage(count: changes.conflicts.count)))
            return .failure
        }
        return .success
    }

    /// Letters, digits and `_`, not starting with a digit.
    static func isModuleName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
    }
}
