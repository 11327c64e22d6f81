/// `sss docs`: the architecture guide, one page per component, principle and note.
public struct DocsCommand: Command {
    public static let name = "docs"
    public static let abstract = "Read the architecture guide: its components, principles and rules."
    public static let discussion = """
        Without a topic, lists the topics. With one, prints its page: what it is, the lint rules
        that guard it, and a worked example, the files 'sss generate' writes for a small feature.

        --markdown writes every page into <dir> as Markdown, with an index in README.md.
        """
    public static let signature = CommandSignature(
        positionals: [Positional("topic", arity: .optional, help: "A topic, such as interaction or no-inheritance.")],
        options: [
            Option("markdown", kind: .value(placeholder: "dir"), help: "Write every page and an index into <dir> as Markdown.")
        ]
    )

    let topic: String?
    let markdownFolder: String?

    public init(arguments: ParsedArguments) throws(UsageError) {
        topic = arguments.positionals.first
        markdownFolder = arguments.value("markdown")
        if markdownFolder?.isEmpty == true { throw UsageError("option '--markdown' needs a folder path") }
        if markdownFolder != nil, let topic { throw UsageError("unexpected argument '\(topic)'; '--markdown' writes every page") }
    }

    public func run(in context: Context) -> ExitCode {
        if let markdownFolder {
            guard let examples = exampleFiles(in: context) else { return .failure }
            return BookWriter(context: context).write(GuideBook.files(examples: examples), into: markdownFolder)
        }
        let renderer = TerminalPageRenderer(context: context)
        guard let topic else {
            context.output.write(renderer.render(GuidePage.index()))
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
        let isRule = RuleRegistry.rule(identifier: topic) != nil
        let hint = isRule ? "; '\(topic)' is a rule: see 'sss rules \(topic)'" : nil
        UnknownName(kind: "topic", known: Guide.topics.map(\.identifier)).report(topic, hint: hint, in: context)
    }
}
