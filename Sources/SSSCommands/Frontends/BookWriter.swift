import SSSCore

/// Writes the pages of a Markdown book into a folder as `sss generate` writes a feature: each page
/// is reported as `create`, `identical`, `conflict` or `overwrite`; a page that exists with other
/// contents stops the run unless `force` is set; and the pages are written all or nothing, through
/// ``PlanWriter``.
///
/// Markdown files in the folder that the book does not write (such as the page of a rule that was
/// removed since) are reported and left alone: they may be someone's own notes.
struct BookWriter {
    let context: Context
    /// Replace pages that exist with other contents.
    var force = false
    /// Report what would be written, and write nothing.
    var dryRun = false

    /// Writes `book` into `folder`; `.failure` after reporting a conflict or a file that cannot be written.
    func write(_ book: MarkdownBook, into folder: String) -> ExitCode {
        let writer = PlanWriter(fileSystem: context.fileSystem)
        do throws(DiagnosticError) {
            let changes = try writer.review([FolderPlan(folder: folder, files: book.files)], force: force)
            let lines = changes.changes.map { $0.line + "\n" }.joined()
            let leftovers = leftoverPages(of: book, in: folder)
            if !changes.conflicts.isEmpty {
                context.output.write(lines)
                context.report(leftovers + [.error(PlanWriter.conflictMessage(count: changes.conflicts.count))])
                return .failure
            }
            let warnings = dryRun ? [] : try SignalDeferral.interruptions.run { () throws(DiagnosticError) in try writer.apply(changes) }
            context.output.write(lines)
            context.report(warnings + leftovers)
            return .success
        } catch {
            context.report(error.diagnostics)
            return .failure
        }
    }

    /// A warning for each Markdown file directly in `folder` that is not one of the book's pages.
    private func leftoverPages(of book: MarkdownBook, in folder: String) -> [Diagnostic] {
        guard let names = try? context.fileSystem.contentsOfDirectory(atPath: folder) else { return [] }
        let pages = Set(book.files.map(\.path))
        return names.filter { $0.hasSuffix(".md") && !pages.contains($0) }.sorted().compactMap { name in
            let path = Path.join(folder, name)
            guard context.fileSystem.status(ofItemAt: path, followingLinks: false)?.kind == .file else { return nil }
            return .warning("""
                \(path) is not a page of the \(book.name) and was left alone; delete it if it was the page \
                of a \(book.pageSubject) that no longer exists
                """)
        }
    }
}

/// The pages of a Markdown book and what to call it in messages.
struct MarkdownBook {
    let files: [PlannedFile]
    /// The book, as in "not a page of the rule book".
    let name: String
    /// What each page describes, as in "the page of a rule".
    let pageSubject: String
}
