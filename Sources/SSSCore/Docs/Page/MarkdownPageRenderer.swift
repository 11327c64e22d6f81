/// Writes a ``Page`` as GitHub-flavoured Markdown: one line per paragraph, fenced code blocks.
public struct MarkdownPageRenderer: Sendable {
    public init() {}

    public func render(_ page: Page) -> String {
        page.blocks.map(render).joined(separator: "\n")
    }

    private func render(_ block: PageBlock) -> String {
        switch block {
        case .title(let text): "# \(text)\n"
        case .heading(let text): "## \(text)\n"
        case .subheading(let text): "### \(text)\n"
        case .paragraph(let text): text + "\n"
        case .list(let items): items.map { "- \($0)\n" }.joined()
        case .definitions(let definitions): definitions.map { "- \($0.term): \($0.value)\n" }.joined()
        case .code(let code, let language): Self.fenced(code, language: language)
        case .table(let header, let rows):
            ([header, header.map { _ in "---" }] + rows).map { "| " + $0.map(Self.cell).joined(separator: " | ") + " |\n" }.joined()
        case .files(let files, let language):
            files.enumerated().map { index, file in
                (index == 0 ? "*One file:*\n\n" : "*Another file of the same codebase:*\n\n") + Self.fenced(file, language: language)
            }.joined(separator: "\n")
        }
    }

    /// A table cell: a `|` inside it would end the cell, so it is escaped.
    private static func cell(_ text: String) -> String {
        text.replacingScalars { $0 == "|" ? "\\|" : nil }
    }

    /// `code` in a fence longer than any run of backticks inside it, so the code cannot close it.
    static func fenced(_ code: String, language: String) -> String {
        var longestRun = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        let body = TerminalPageRenderer.codeLines(code).map { $0 + "\n" }.joined()
        return fence + language + "\n" + body + fence + "\n"
    }
}
