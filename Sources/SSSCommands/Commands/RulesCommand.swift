import SSSCore

/// `sss rules`: the table of lint rules, one rule's page, or the whole rule book as Markdown.
public struct RulesCommand: Command {
    public static let name = "rules"
    public static let abstract = "List the lint rules, or show one rule's page with its examples."
    public static let discussion = """
        Without a rule, prints one row per rule: its id, name, default severity, whether it runs
        by default (on) or only when the configuration opts in (opt-in), the architectures whose
        codebases run it by default (the 'architecture' of .sss.yml; in others it runs only when
        opted in to), and its scope (file: one file at a time; codebase: uses what other files
        declare). --architecture lists the rules of one architecture. On a terminal the columns line
        up under a header, without NAME when the terminal is too narrow for it, and as two lines
        a rule when it is too narrow for any table; piped, each rule is one line of
        tab-separated cells without a header. When a configuration file is found (.sss.yml, or
        --config), a last column says whether that configuration runs the rule.

        With a rule id, prints the rule's page: what it finds, why, how to fix a finding, and
        examples in which ↓ marks each place the rule reports. These examples are the ones the
        test suite of sss runs. The id may be typed in any case, with '-' or spaces for '_'.

        --markdown writes every rule's page into <dir> as Markdown, with an index in README.md.
        Like 'sss generate', it reports each file as 'create', 'identical' or 'conflict' (there
        with other contents), writes nothing while there is a conflict unless --force is given
        ('overwrite'), and writes all pages or none. Other .md files in <dir>, such as the page
        of a rule that no longer exists, are reported and left alone.
        """
    public static let signature = CommandSignature(
        positionals: [Positional("rule", arity: .optional, help: "A rule id, such as final_component.")],
        options: [
            Option("format", kind: .value(placeholder: "format"), help: "text (the default) or json."),
            Option("config", kind: .value(placeholder: "file"), help: "Read the configuration from this file (default: .sss.yml if present)."),
            Option("architecture", kind: .value(placeholder: "name"), help: "List only the rules of this architecture: ssa, simpler or elements."),
            Option("markdown", kind: .value(placeholder: "dir"), help: "Write every rule's page and an index into <dir> as Markdown."),
            Option("force", short: "f", help: "With --markdown: replace pages that exist with other contents."),
            Option("dry-run", short: "n", help: "With --markdown: print what would be written, and write nothing."),
        ]
    )

    enum Format: String, CaseIterable {
        case text
        case json
    }

    let rule: String?
    let architecture: Architecture?
    let format: Format
    let markdownFolder: String?
    let configurationPath: String?
    let force: Bool
    let dryRun: Bool

    public init(arguments: ParsedArguments) throws(UsageError) {
        rule = arguments.positionals.first
        let formatName = arguments.value("format") ?? Format.text.rawValue
        guard let format = Format(rawValue: formatName) else {
            let hint = Suggestion.hint(for: formatName, in: Format.allCases.map(\.rawValue))
            throw UsageError("unknown format '\(formatName)'" + (hint.isEmpty ? "; expected 'text' or 'json'" : hint))
        }
        self.format = format
        architecture = try Self.architecture(arguments.value("architecture"))
        if architecture != nil, rule != nil || arguments.value("markdown") != nil {
            throw UsageError("'--architecture' chooses the rows of the rule table; it takes no rule and no '--markdown'")
        }
        configurationPath = arguments.value("config")
        if configurationPath != nil, rule != nil || arguments.value("markdown") != nil {
            throw UsageError("'--config' only adds the ENABLED column to the rule table; it takes no rule and no '--markdown'")
        }
        markdownFolder = arguments.value("markdown")
        force = arguments.flag("force")
        dryRun = arguments.flag("dry-run")
        guard let markdownFolder else {
            if let flag = force ? "force" : dryRun ? "dry-run" : nil {
                throw UsageError("option '--\(flag)' needs '--markdown <dir>'")
            }
            return
        }
        if markdownFolder.isEmpty { throw UsageError("option '--markdown' needs a folder path") }
        if let rule { throw UsageError("unexpected argument '\(rule)'; '--markdown' writes every rule") }
        if arguments.value("format") != nil { throw UsageError("'--markdown' and '--format' cannot be used together") }
    }

    public func run(in context: Context) -> ExitCode {
        if let markdownFolder {
            let book = MarkdownBook(files: RuleBook.files(), name: "rule book", pageSubject: "rule")
            return BookWriter(context: context, force: force, dryRun: dryRun).write(book, into: markdownFolder)
        }
        guard let rule else {
            guard let listing = listing(in: context) else { return .failure }
            context.output.write(text(of: listing, in: context))
            return .success
        }
        guard let description = RuleRegistry.description(named: rule) else {
            let hint = Guide.topic(rule).map { "; '\(rule)' is a guide topic: see 'sss docs \($0.identifier)'" }
            UnknownName(kind: "rule", known: RuleRegistry.identifiers).report(rule, hint: hint, in: context)
            return .failure
        }
        switch format {
        case .text: context.output.write(TerminalPageRenderer(context: context).render(RulePage.page(for: description)))
        case .json: context.output.write(JSONWriter().write(RuleListing.detailedJSON(description)) + "\n")
        }
        return .success
    }

    /// The architecture named by `--architecture`, `nil` when the option is not given.
    private static func architecture(_ name: String?) throws(UsageError) -> Architecture? {
        guard let name else { return nil }
        if let architecture = Architecture(rawValue: name) { return architecture }
        let hint = Suggestion.hint(for: name, in: Architecture.allCases.map(\.rawValue))
        throw UsageError("unknown architecture '\(name)'" + (hint.isEmpty ? "; expected \(Architecture.choices)" : hint))
    }

    /// Every rule, with whether the configuration runs it when a configuration file is found;
    /// `nil` after reporting a configuration that cannot be read.
    private func listing(in context: Context) -> RuleListing? {
        let loaded: LoadedConfiguration
        do throws(DiagnosticError) {
            loaded = try ConfigurationLoader(fileSystem: context.fileSystem).load(explicitPath: configurationPath)
        } catch {
            context.report(error.diagnostics)
            return nil
        }
        let rules = RuleRegistry.descriptions.filter { rule in architecture.map(rule.architectures.contains) ?? true }
        guard loaded.path != nil else { return RuleListing(rules: rules) }
        let configuration = loaded.configuration
        return RuleListing(rules: rules, isEnabled: { configuration.isEnabled($0.identifier) })
    }

    private func text(of listing: RuleListing, in context: Context) -> String {
        switch format {
        case .json: JSONWriter().write(listing.json()) + "\n"
        case .text where context.outputIsTerminal:
            listing.alignedTable(
                style: TextStyle(isEnabled: context.colorsOutput),
                width: context.terminalWidth ?? TerminalPageRenderer.defaultWidth
            )
        case .text: listing.tabSeparated()
        }
    }
}
