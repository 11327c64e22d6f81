/// What `sss generate` does with files that are already there: the record of what it generated,
/// how it merges spec changes into edited files, orphans, ownership and `--check`. `sss docs
/// regenerate` prints it, and `docs/regenerating.md` is its Markdown form, checked by a test
/// against this source.
public enum RegenerationReference {
    /// The word given to `sss docs` for this page.
    public static let identifier = "regenerate"
    public static let title = "Regenerating a feature"
    /// One line for the topic list.
    public static let summary = "Generating again after editing the code and changing the spec: the record, merges, conflicts, orphans and --check."

    /// Whether `name` asks for this page, in any case and with `_` or spaces for `-`, as topics are matched.
    public static func isNamed(_ name: String) -> Bool {
        ["regenerate", "regenerating"].contains(TypedName.normalized(name, separator: "-"))
    }

    /// The whole page.
    public static func page() -> Page {
        var page = Page([.title(title)])
        page.append(contentsOf: PageBlock.prose("""
            A spec keeps changing after the first generation: an event is added, a renderable gains a \
            field, a destination appears. `sss generate` can be run again at any time, after the code was \
            filled in: what the spec changed is merged into the edited files line by line, as `git merge` \
            merges two branches, and what was edited stays. So the spec remains the source of truth \
            for the life of the feature.
            """))
        page.append(contentsOf: record)
        page.append(contentsOf: RegenerationReferenceParts.verbs)
        page.append(contentsOf: RegenerationReferenceParts.merging)
        page.append(contentsOf: RegenerationReferenceParts.removals)
        page.append(contentsOf: RegenerationReferenceParts.check)
        page.append(contentsOf: RegenerationReferenceParts.limits)
        return page
    }

    /// A record as `sss generate` writes it, for one small file.
    public static var exampleRecord: String {
        let entry = GenerationRecord.Entry(
            path: "Lobby/WelcomeRenderable.swift", feature: "Lobby",
            text: "/// What a `WelcomeRendering` shows: plain values, fixed once created.\nstruct WelcomeRenderable {\n    let title: String\n}\n"
        )
        return String(decoding: GenerationRecord([entry]).encoded(), as: UTF8.self)
    }

    private static var record: [PageBlock] {
        [.heading("The record")] + PageBlock.prose("""
            Every run writes `\(GenerationRecord.fileName)` into the output folder, and another into the \
            tests folder when there is one: for each file, the feature it was generated for and the exact \
            text generated. That text is the base of the next run's merges. Commit the record with the \
            files; without it, the next run cannot tell an edit from a spec change.

            The record is JSON written the same way every time: files sorted by path, each text as the \
            list of its lines, so that a change to a generated line reads in review as a change to that \
            line of the record. The same specs and templates give the same record, byte for byte. A \
            file shared by every feature, such as `NavigationControlling.swift`, has no `feature`:
            """) + [
            .code(exampleRecord, language: "json"),
            .paragraph("""
                Joined with line feeds, the lines give the text back exactly, so a text that ends with a \
                line feed ends with an empty line. The record is written last, after every file is in \
                place. A record that cannot be read (not JSON, another version, a path leading out of \
                the folder, or git's conflict markers after a merge of two branches that both \
                regenerated) stops the run with the line and column of the problem; check out one side \
                of it, or delete it, and run again.
                """),
        ]
    }
}
