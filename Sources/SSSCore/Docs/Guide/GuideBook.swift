/// The architecture guide in Markdown, as `sss docs --markdown DIR` writes it: an index
/// (`README.md`) linking one page per topic, `<topic>.md`.
public enum GuideBook {
    public static let indexFileName = "README.md"

    /// Every file of the guide, the index first, then the topics in reading order.
    public static func files(examples: [PlannedFile]) -> [PlannedFile] {
        let renderer = MarkdownPageRenderer()
        return [PlannedFile(path: indexFileName, contents: index())] + Guide.topics.map { topic in
            PlannedFile(path: topic.identifier + ".md", contents: renderer.render(GuidePage.page(for: topic, examples: examples)))
        }
    }

    static func index() -> String {
        MarkdownPageRenderer().render(GuidePage.index(linkingPages: true))
            + "\nWritten by `sss docs --markdown <dir>`; regenerate the pages rather than editing them.\n"
    }
}
