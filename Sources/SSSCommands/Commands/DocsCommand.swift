import SSSCore

/// `sss docs`: the architecture guide, one page per component, principle and note.
public struct DocsCommand: Command {
    public static let name = "docs"
    public static let abstract = "Read the architecture guide: its components, principles and rules."
    public static let discussion = """
        Without a topic, lists the topics. With one, prints its page: what it is, the lint rules
        that guard it, and a worked example, the files 'sss generate' writes for a small feature.
        'sss docs spec' prints the reference of the feature spec: every key, and how the app
        starts the first screen.
        'sss docs regenerate' explains generating again after the code was edited.

        --markdown writes every page into <dir> as Markdown, with an index in README.md.
        Like 'sss generate', it reports each file as 'create', 'identical' or 'conflict' (there
        with other contents), writes nothing while there is a conflict unless --force is given
        ('overwrite'), and writes all pages or none. Other .md files in <dir>, such as the page
        of a topic that no longer exists, are reported and left alone.

        Topics may be typed in any case, with '_' or spaces for '-': No_Inheritance works.
        """
    public static let signature = CommandSignature(
        positionals: [Positional("topic", arity: .optional, help: "A topic, such as interaction or no-inheritance.")],
        options: [
            Option("markdown", kind: .value(placeholder: "dir"), help: "Write every page and an index into <dir> as Markdown."),
            Option("force", short: "f", help: "With --markdown: replace pages that exist with other contents."),
            Option("dry-run", short: "n", help: "With --markdown: print what would be written, and write nothing."),
        ]
    )

    let topic: String?
    let markdownFolder: String?
    let force: Bool
    let dryRun: Bool

    public init(arguments: ParsedArguments) throws(UsageError) {
        topic = arguments.positionals.first
        markdownFolder = arguments.value("markdown")
        if markdownFolder?.isEmpty == true { throw UsageError("option '--markdown' needs a folder path") }
        if markdownFolder != nil, let topic { throw UsageError("unexpected argument '\(topic)'; '--markdown' writes every page") }
        force = arguments.flag("force")
        dryRun = arguments.flag("dry-run")
        if markdownFolder == nil, let flag = force ? "force" : dryRun ? "dry-run" : nil {
            throw UsageError("option '--\(flag)' needs '--markdown <dir>'")
        }
    }

    public func run(in context: Context) -> ExitCode {
        if let markdownFolder {
            guard let examples = exampleFiles(in: context) else { return .failure }
            let book = MarkdownBook(files: GuideBook.files(examples: examples), name: "guide", pageSubject: "topic")
            return BookWriter(context: context, force: force, dryRun: dryRun).write(book, into: markdownFolder)
        }
        let renderer = TerminalPageRenderer(context: context)
        guard let topic else {
            context.output.write(renderer.render(GuidePage.index()))
            return .success
        }
        if SpecReference.isNamed(topic) {
            context.output.write(renderer.render(SpecReference.page()))
            return .success
        }
        if RegenerationReference.isNamed(topic) {
            context.output.write(renderer.render(RegenerationReference.page()))
            return .success
        }
        guard let guideTopic = Guide.topic(topic) else {
            reportUnknown(topic, in: context)
            return .failure
        }
        guard let examples = exampleFiles(in: context) else { return .failure }
        context.output.write(renderer.render(GuidePage.page(for: guideTopic, examples: examples)))
        return .success
    }

    /// The generated example feature; the built-in templates and the example spec are part of the
    /// binary, so a failure here is a defect, reported like any other diagnostic.
    private func exampleFiles(in context: Context) -> [PlannedFile]? {
        do throws(DiagnosticError) {
            return try GuideExample.files()
        } catch {
            context.report(error.diagnostics)
            return nil
        }
    }

    private func reportUnknown(_ topic: String, in context: Context) {
        let hint = RuleRegistry.description(named: topic).map { "; '\(topic)' is a rule: see 'sss rules \($0.identifier)'" }
        UnknownName(kind: "topic", known: Guide.topics.map(\.identifier) + [SpecReference.identifier, RegenerationReference.identifier]).report(topic, hint: hint, in: context)
    }
}
