/// The sections of ``RegenerationReference`` after the record.
enum RegenerationReferenceParts {
    static let verbs: [PageBlock] = [
        .heading("What happens to each file"),
        .paragraph("""
            Each file is reported on a line of its own, the verb right-aligned in a column as Rails \
            generators print it, in colour on a terminal (not when `NO_COLOR` is set or the output is \
            piped). With `--dry-run` the verbs of changes say `would`: `would update`.
            """),
        .table(header: ["Verb", "What is done", "When"], rows: [
            ["`create`", "written", "the file is not there"],
            ["`identical`", "nothing", "the file is what is generated now"],
            ["`update`", "replaced", "the file is as it was generated last time, and what is generated changed"],
            ["`keep`", "nothing", "the file was edited, and what is generated did not change (or the edit already holds the change)"],
            ["`merge`", "the two sets of changes combined", "the file was edited, and so was what is generated, in other places"],
            ["`conflict`", "the run stops and writes nothing", "edits and changes meet, the record does not have the file, the file still holds conflict markers, or it belongs to another feature"],
            ["`overwrite`", "replaced by what is generated now", "a conflict, with `--force`"],
            ["`skip`", "nothing", "the file is there, with `--skip`"],
            ["`orphan`", "nothing", "the record has the file for a feature of the run, which no longer generates it"],
            ["`remove`", "deleted", "an orphan still as generated, with `--prune`"],
        ]),
        .paragraph("""
            Every conflict is followed by a unified diff from the file to what `--conflicts markers` would \
            write (or, when there is nothing to merge, to what is generated now); `--diff` prints one \
            for every change. The run then ends with an error naming the files, and exit status 1.
            """),
    ]

    static let merging: [PageBlock] = [
        .heading("Merging")] + PageBlock.prose("""
        A file that was edited, when what is generated for it changed too, is merged as \
        `git merge-file` merges: the edits (from the recorded text to the file) and the spec's changes \
        (from the recorded text to what is generated now) are combined where they do not touch. Filling \
        in an event method and adding a helper method below it, while the spec adds an event, a field or \
        a destination, merges. Changes to the same lines, or to lines next to each other, conflict: \
        so does making an interaction navigate, since that rewrites the comment in each of its event \
        methods, which filling a method in has replaced.

        `--conflicts markers` writes such files with git's markers around each conflict and the rest \
        merged, writes every other file, and ends with exit status 1 naming them:
        """) + [
        .code("""
            <<<<<<< edited
                func didSelect(topic: Int) // opens Help
            ||||||| generated before
                func didSelect(topic: Int)
            =======
                func didSelect(topic: Int, source: String)
            >>>>>>> generated now
            """, language: "swift"),
        .paragraph("""
            Resolve them as after a git merge, then run again: the record already holds what was generated, \
            so the resolved file is kept. A file that still holds these markers is a conflict. `--force` \
            takes what is generated now for every file in conflict, and throws the edits in it away.
            """),
    ]

    static let removals: [PageBlock] = [
        .heading("Orphans and ownership")] + PageBlock.prose("""
        When a spec stops generating a file (a renderable was removed, say), the file is an `orphan`: \
        it is left where it is and stays in the record, so the next run reports it again. `--prune` \
        deletes the orphans still as they were generated and reports the edited ones without touching \
        them. Only files of the features in the run can be orphans: generating one spec leaves the files \
        of the others alone.

        The record says which feature each file was generated for. A feature that would write a file \
        recorded for another feature, one the run does not generate, gets a `conflict` naming that \
        feature, even with `--force`: rename what gives the file, or generate both features in one run, \
        which lets a file move from one to the other. When both would write the same bytes, the file is \
        `identical` and stays the first feature's.

        `--skip` writes only the files that are not there yet, and leaves the record of the others as it \
        was.
        """)

    static let check: [PageBlock] = [
        .heading("Checking in CI")] + PageBlock.prose("""
        `sss generate --check` writes nothing. It lists what a run would change, add or remove, orphans \
        and conflicts included, and exits with 2 when there is anything; with 0 when the folders are what \
        a run would leave, merges included (an edited file the spec did not change is fine); with 1 on \
        errors, such as a spec that cannot be read. Run it with the same specs and options as the team \
        generates with, and the spec and the code cannot drift apart unnoticed:
        """) + [
        .code("sss generate Specs/*.sss.yml --output Sources/App/Features --check", language: "sh"),
    ]

    static let limits: [PageBlock] = [
        .heading("Interrupts and limits")] + PageBlock.prose("""
        Files are written to temporary files first and renamed into place, with the files they replace \
        kept until the end; when a step fails, everything is put back. Ctrl-C, `kill` or a closed \
        terminal during a run take effect once the folder is as it was before the run or as the run \
        leaves it, never in between, and the run says which before it ends.

        - A file from a run before records were kept, or written by hand, has no base: if it differs from \
        what is generated, it is a conflict. To keep its edits, move it aside, generate (which records \
        it), and apply the edits again: the next run merges.
        - Like git, the merge compares lines. When the edit and the spec add the same lines in places \
        that the two comparisons line up differently, the merged file can hold them twice; the compiler \
        points at the duplicate.
        - A feature renamed in its spec is a new feature: the old name's files are not its orphans.
        - Switching `--layout` writes every file in its new place and makes the old ones orphans; \
        `--prune` deletes those not edited, and edits move to the new files by hand.
        - A service declared the same way in two specs belongs to the first of them generated.
        """)
}
