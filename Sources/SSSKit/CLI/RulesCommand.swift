/// `sss rules`: the table of lint rules, one rule's page, or the whole rule book as Markdown.
public struct RulesCommand: Command {
    public static let name = "rules"
    public static let abstract = "List the lint rules, or show one rule's page with its examples."
    public static let discussion = """
        Without a rule, prints one row per rule: its id, name, default severity, whether it runs
        by default (on) or only when the configuration opts in (opt-in), and its scope (file: one
        file at a time; codebase: uses what other files declare). On a terminal the columns line
        up under a header; piped, each rule is one line of tab-separated cells without a header.
        When a configuration file is found (.sss.yml, or --config), a last column says whether
        that configuration runs the rule.

        With a rule id, prints the rule's page: what it finds, why, how to fix a finding, and
        examples in which ↓ marks each place the rule reports. These examples are the ones the
        test suite of sss runs.

        --markdown writes every rule's page into <dir> as Markdown, with an index in README.md.
        """
    public static let signature = CommandSignature(
        positionals: [Positional("rule", arity: .optional, help: "A rule id, such as final_component.")],
        options: [
            Option("format", kind: .value(placeholder: "format"), help: "text (the default) or json."),
            Option("config", kind: .value(placeholder: "file"), help: "Read the configuration from this file (default: .sss.yml if present)."),
            Option("markdown", kind: .value(placeholder: "dir"), help: "Write every rule's page and an index into <dir> as Markdown."),
        ]
    )

    enum Format: String, CaseIterable {
        case text
        case json
    }

    let rule: String?
    let format: Format
    let markdownFolder: String?
    let configurationPath: String?

    public init(arguments: ParsedArguments) throws(UsageError) {
        rule = arguments.positionals.first
        let formatName = arguments.value("format") ?? Format.text.rawValue
        guard let format = Format(rawValue: formatName) else {
            let hint = Suggestion.hint(for: formatName, in: Format.allCases.map(\.rawValue))
            throw UsageError("unknown format '\(formatName)'" + (hint.isEmpty ? "; expected 'text' or 'json'" : hint))
        }
        self.format = format
        configurationPath = arguments.value("config")
        if configurationPath != nil, rule != nil || arguments.value("markdown") != nil {
            throw UsageError("'--config' only adds the ENABLED column to the rule table; it takes no rule and no '--markdown'")
        }
        markdownFolder = arguments.value("markdown")
        guard let markdownFolder else { return }
        if markdownFolder.isEmpty { throw UsageError("option '--markdown' needs a folder path") }
        if let rule { throw UsageError("unexpected argument '\(rule)'; '--markdown' writes every rule") }
        if arguments.value("format") != nil { throw UsageError("'--markdown' and '--format' cannot be used together") }
    }

    public func run(in context: Context) -> ExitCode {
        if let markdownFolder {
            return BookWriter(context: context).write(RuleBook.files(), into: markdownFolder)
        }
        guard let rule else {
            guard let listing = listing(in: context) else { return .failure }
            context.output.write(text(of: listing, in: context))
            return .success
        }
        guard let description = RuleRegistry.rule(identifier: rule)?.description else {
            UnknownName(kind: "rule", known: RuleRegistry.identifiers).report(rule, in: context)
            return .failure
        }
        switch format {
        case .text: context.output.write(TerminalPageRenderer(context: context).render(RulePage.page(for: description)))
        case .json: context.output.write(JSONWriter().write(RuleListing.detailedJSON(description)) + "\n")
        }
        return .success
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
        guard loaded.path != nil else { return RuleListing() }
        let configuration = loaded.configuration
        return RuleListing(isEnabled: { configuration.isEnabled($0.identifier) })
    }

    private func text(of listing: RuleListing, in context: Context) -> String {
        switch format {
        case .json: JSONWriter().write(listing.json()) + "\n"
        case .text where context.outputIsTerminal: listing.alignedTable(style: TextStyle(isEnabled: context.colorsOutput))
        case .text: listing.tabSeparated()
        }
    }
}
