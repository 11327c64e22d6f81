import SSSCore

/// `sss generate <spec> ...`: writes the Swift files of one or more features, all or nothing.
public struct GenerateCommand: Command {
    public static let name = "generate"
    public static let abstract = "Write the Swift files of the features that specs describe."
    public static let discussion = """
        Specs generated together share NavigationControlling.swift (Elements specs share
        UseCase.swift and Observer.swift, and may declare the same use case) and may use each
        other's services; generate features that lead to each other in the same run. With
        --layout feature, each feature's files go into a folder named after it, and the shared
        files into the output folder. Every spec is checked before anything is written, and
        nothing is written while any spec has an error.

        Each run records what it generated in .sss-generated.json in the output folder
        and the tests folder (commit them). Running again after the spec changed merges
        the spec's changes into files edited since, line by line as git merges branches:
        'update' (not edited), 'merge' (edited, the changes combine), 'keep' (edited,
        the spec did not change it), 'conflict' (edits and spec changes meet, or the
        file is not in the record). A conflict stops the run before anything is written
        and prints a diff; --conflicts markers writes git's conflict markers instead,
        and --force takes what is generated ('overwrite'). A file recorded for a feature
        this run does not generate is never written for another. Files the run's
        features no longer generate are reported as 'orphan'; --prune deletes those not
        edited since. Files are written to temporary files and renamed into place, the
        record last; if any step fails or Ctrl-C comes, the folder is left as it was or
        as the run leaves it, never between.

        --check writes nothing and exits with 2 when a run would change, add or remove anything
        (0 when it would not), for CI. 'sss docs regenerate' tells the whole story.

        With --tests, a test file per interaction and per Navigation (for a SIMPLER spec, the
        logic's and the store's tests and a spy per resource; for an Elements spec, the view
        controller's tests) is written to the tests folder (in the same layout), with Swift
        Testing or, with --test-framework xctest, XCTest; --module names the module those tests
        import with @testable. The two options go together.

        --templates takes a folder of templates named like the built-in ones (see
        'sss templates list'); each replaces the built-in template of the same name.
        """
    public static let signature = CommandSignature(
        positionals: [Positional("spec", arity: .oneOrMore, help: "A feature spec file (see 'sss init').")],
        options: [
            Option("output", short: "o", kind: .value(placeholder: "dir"), help: "The folder for the feature files (default: the current folder)."),
            Option("layout", kind: .value(placeholder: "flat|feature"), help: "flat (the default): every file in the output folder; feature: a folder per feature."),
            Option("tests", kind: .value(placeholder: "dir"), help: "Also write a test file per interaction and per Navigation into this folder (needs --module)."),
            Option("module", kind: .value(placeholder: "name"), help: "The module the tests import with @testable (needs --tests)."),
            Option("test-framework", kind: .value(placeholder: "name"), help: "swift-testing (the default) or xctest: what the tests are written with."),
            Option("templates", kind: .value(placeholder: "dir"), help: "A folder of templates that replace built-in ones."),
            Option("force", short: "f", help: "Replace files in conflict with what is generated now."),
            Option("skip", help: "Write only files that do not exist yet."),
            Option("conflicts", kind: .value(placeholder: "stop|markers"), help: "markers: write overlapping changes with git's conflict markers instead of stopping."),
            Option("prune", help: "Delete files the specs no longer generate, unless edited since."),
            Option("diff", help: "Print a unified diff of every change (conflicts always get one)."),
            Option("dry-run", short: "n", help: "Print what would be written, and write nothing."),
            Option("check", help: "Write nothing; exit 2 when a run would change anything, 0 when not."),
        ]
    )

    let specs: [String]
    let output: String
    let tests: String?
    let module: String?
    let options: GenerationOptions
    let templates: String?
    let force: Bool
    let dryRun: Bool
    let regeneration: RegenerationFlags

    public init(arguments: ParsedArguments) throws(UsageError) {
        specs = arguments.positionals
        output = arguments.value("output") ?? "."
        tests = arguments.value("tests")
        module = arguments.value("module")
        templates = arguments.value("templates")
        force = arguments.flag("force")
        dryRun = arguments.flag("dry-run")
        regeneration = try RegenerationFlags(arguments: arguments)
        for (option, value) in [("output", output), ("tests", tests), ("templates", templates)] where value?.isEmpty == true {
            throw UsageError("option '--\(option)' needs a folder")
        }
        switch (tests, module) {
        case (nil, _?): throw UsageError("option '--module' needs '--tests <dir>'")
        case (_?, nil): throw UsageError("option '--tests' needs '--module <name>', the module the tests import")
        default: break
        }
        if let module, let problem = Self.moduleNameProblem(module) {
            throw UsageError(problem)
        }
        let layout = try Self.choice(OutputLayout.self, arguments.value("layout"), option: "layout") ?? .flat
        let framework = try Self.choice(TestFramework.self, arguments.value("test-framework"), option: "test-framework")
        if framework != nil, tests == nil {
            throw UsageError("option '--test-framework' needs '--tests <dir>'")
        }
        options = GenerationOptions(testModule: module, testFramework: framework ?? .swiftTesting, layout: layout)
    }

    /// The case of `type` named `value`, `nil` when the option was not given.
    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ type: Choice.Type, _ value: String?, option: String
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        guard let value else { return nil }
        if let choice = Choice(rawValue: value) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        let hint = Suggestion.hint(for: value, in: names)
        throw UsageError("option '--\(option)' expects \(names.joined(separator: " or ")), found '\(value)'\(hint)")
    }

    /// Reads the specs, plans the files and writes them; `progress` says how far it got.
    func generate(in context: Context, progress: inout WriteProgress) -> ExitCode {
        var diagnostics: [Diagnostic] = []
        let specs = SpecLoader(fileSystem: context.fileSystem).load(self.specs, into: &diagnostics)
        let someSpecsUnread = !diagnostics.isEmpty
        let templateSet = loadTemplates(from: context.fileSystem, into: &diagnostics)
        guard diagnostics.isEmpty, let templateSet else {
            if let templateSet {
                diagnostics += GenerationPlanner(templates: templateSet).check(specs, options: options, othersUnread: someSpecsUnread)
            }
            context.report(diagnostics)
            return .failure
        }
        do throws(DiagnosticError) {
            var options = options
            options.keepsSharedFilesPublic = sharedFileIsPublic(in: context.fileSystem)
            let plan = try GenerationPlanner(templates: templateSet).plan(specs, options: options)
            var folders = [FolderPlan(folder: output, files: plan.sources)]
            if let tests { folders.append(FolderPlan(folder: tests, files: plan.tests)) }
            let missing = MissingDestinations(fileSystem: context.fileSystem).warnings(for: specs, output: output)
            let features = Set(specs.map(\.name.text))
            let code = try write(folders, features: features, in: context, progress: &progress)
            if code == .success { context.report(missing) }
            return code
        } catch {
            context.report(error.diagnostics)
            return .failure
        }
    }

    /// Whether the output folder's `NavigationControlling.swift` declares its protocol public, as a
    /// public feature generated there before has it.
    private func sharedFileIsPublic(in fileSystem: any FileSystem) -> Bool {
        let path = Path.join(output, "NavigationControlling.swift")
        guard let bytes = try? fileSystem.readFile(atPath: path, upTo: 1 << 20) else { return false }
        return String(decoding: bytes, as: UTF8.self).contains("public protocol NavigationControlling")
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

    /// What is wrong with `name` as the module tests import, or `nil`: it must be a Swift
    /// identifier (ASCII letters, digits and `_`, not starting with a digit) that `import` accepts,
    /// so no keyword, and not `Swift`, which the standard library takes.
    static func moduleNameProblem(_ name: String) -> String? {
        let start = "module name '\(name)' is not a valid Swift module name"
        if name == "Swift" {
            return start + "; the standard library is called Swift"
        }
        if SwiftIdentifier.needsBackticks(name) {
            return start + "; '\(name)' is a Swift keyword, which 'import' does not accept"
        }
        let isIdentifier = name.utf8.first.map { !(0x30...0x39).contains($0) } ?? false && name.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
        guard !isIdentifier else { return nil }
        // Xcode makes a target's module name the same way: every other character becomes '_'.
        var suggestion = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? scalar : "_"
        }))
        if let first = suggestion.first, first.isNumber { suggestion = "_" + suggestion }
        let hint = name.isEmpty ? "" : "; did you mean '\(suggestion)'?"
        return start + "; use ASCII letters, digits and '_', not starting with a digit\(hint)"
    }
}
