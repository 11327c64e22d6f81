/// The sections of ``SpecReference`` on names, types, the file format and errors.
enum SpecReferenceFormat {
    static let names: [PageBlock] = [.heading("Names")] + PageBlock.prose("""
        - `feature`, renderable, service, interaction and destination names are UpperCamelCase: an ASCII \
        capital letter, then ASCII letters and digits (`PodBayDoors`, `URLPreview2`).
        - Field, input, event, requirement, argument-label and parameter names are lowerCamelCase: an \
        ASCII lowercase letter, then ASCII letters and digits (`isOpen`, `didTapMainButton`).

        Underscores, dashes, spaces and other characters are refused, with a suggestion when one can be \
        made (`pod-bay` gives "did you mean 'PodBay'?"). ASCII only keeps generated file names portable \
        and guarantees a name can never lead outside the output folder. A name whose generated file name \
        would be longer than 255 bytes, the most file systems allow, is an error at the name.

        Swift keywords such as `default`, `in` or `repeat` are fine as field, event and parameter names; \
        write them plainly and the generator adds backticks where Swift needs them. (Writing the \
        backticks yourself is an error with a hint to drop them.)

        Names must be unique where they would clash: renderables, services, interactions, fields of a \
        renderable, inputs, destinations, requirements of a service, events of an interaction (by name and \
        argument labels), parameters of an event, and entries of `renders` and `uses`. The error for a \
        repeated name carries a note pointing at the first one.
        """)

    static let types: [PageBlock] = [.heading("Types are Swift text")] + PageBlock.prose("""
        The type of a field, an input, a parameter or a requirement's result is its Swift type, copied \
        verbatim up to a comment or the end of the line:
        """) + [
        .code("""
            renderables:
              DoorStatus:
                isOpen: Bool
                openAttempts: [String: Int]          # a dictionary type, not a YAML mapping
                lastResult: Result<Int, any Error>?
                history: [[String: [Int]]]
                onClose: (@MainActor () -> Void)?
                updated: Date                        # Foundation types are imported where used

            """, language: "yaml"),
    ] + PageBlock.prose("""
        In YAML, `[String: Int]` would be a list holding a mapping. Here it is simply the text \
        `[String: Int]`, because that is how a Swift developer writes a dictionary type. A type is not \
        quoted, and cannot contain ` #`, which starts a comment.

        The text must be one Swift type in Swift's syntax: names with dots and generic arguments, \
        optionals, arrays, dictionaries, tuples, function types with `async`, `throws` and `->`, \
        compositions with `&`, `any`, `some` and the other specifiers, and attributes such as \
        `@MainActor`. So `Int Int`, `42` and `Int#x` are refused, at the place where the type goes wrong, \
        and so is anything that would change the declaration it is copied into: `=` (a default value), \
        `;`, `{`, `}`, `/` (a Swift comment), a `,` outside brackets (one field per line; a tuple type goes \
        in parentheses), and brackets that do not pair up on the line. Whether the type exists is for the \
        compiler to say when the generated code builds.

        Every generated file whose declarations name a type beyond the standard library's (`UUID`, \
        `Date`, or a type of the app such as `Product`) imports Foundation; files that name no UIKit type \
        still import nothing else, so Renderables, Interactions, services and their Assemblers stay free \
        of UIKit. Projects that turn on the upcoming feature `ExistentialAny` should write `any Error` \
        rather than `Error` in their own types; generated code always writes `any`.
        """)

    static let format: [PageBlock] = [.heading("The format")] + PageBlock.prose("""
        Specs use a small subset of YAML, read by a parser of our own:

        - `key: value` lines; a key with nothing after the colon holds the indented block below it.
        - Indentation is made of spaces. Any width works, as long as entries of the same block line up.
        - Block lists: `- item` lines, indented under their key or at the key's own column.
        - Flow lists: `[a, b, c]`, on one line. Commas inside brackets or quotes do not split elements, \
        so `[didEnter(code: String, retry: Bool), didCancel]` has two elements.
        - Comments: `#` at the start of a line or after a space, outside quotes, runs to the end of the line.
        - Quotes: `'single'` (where `''` stands for one `'`) and `"double"`, with the escapes `\\"`, `\\\\`, \
        `\\n`, `\\t`, `\\r`, `\\uXXXX` and `\\UXXXXXXXX` (exactly 4 or 8 hexadecimal digits, as in YAML). A \
        quoted value ends on its own line. Keys may be quoted too.
        - Values that are not quoted are kept as written; each key decides what its value means (a name, \
        `true`/`false`, a list, Swift type text).
        - UTF-8 text, with `\\n`, `\\r\\n` or `\\r` line ends; a leading byte order mark is ignored.
        """) + [
        .subheading("What is refused, and why"),
        .table(header: ["Refused", "Why"], rows: [
            ["tabs in indentation", "a tab's width is a matter of editor settings, so the nesting would be a guess"],
            ["lines that do not line up with an enclosing block", "the intended nesting is ambiguous"],
            ["anchors `&name` and aliases `*name`", "shared values hide what a spec says; write each value out"],
            ["tags `!name`", "each key already decides the meaning of its value"],
            ["`---` and `...` document markers, `%` directives", "a file holds exactly one feature"],
            ["block scalars `|` and `>`", "no value needs more than one line"],
            ["flow mappings `{ a: 1 }`", "one `key: value` per line keeps every key on its own line in diffs and messages"],
            ["duplicate keys", "YAML tools disagree on which one wins; here neither does (see Errors)"],
            ["a value continued on the next line, a flow list spread over lines", "every value fits on one line"],
            ["a `: ` inside an unquoted value", "it is almost always a nested key that lost its line break; quote the value if it is text"],
            ["unterminated quotes, unknown escapes, unbalanced brackets", "the value's end cannot be known"],
            ["an empty file, a file of comments only", "nothing to read; reported once at 1:1"],
            ["a binary file (NUL bytes or invalid UTF-8)", "not text; reported once, at the first bad byte"],
            ["`sss lint`'s configuration, `.sss.yml`", "it matches `*.sss.yml` but is not a spec; reported once, saying what it is"],
        ]),
    ]

    static let errors: [PageBlock] = [.heading("Errors")] + PageBlock.prose("""
        Every problem is reported in the compiler's format, with the line and a caret under the place:
        """) + [
        .code("""
            DiscoveryOne.sss.yml:12:5: error: unknown key 'evnts'; did you mean 'events'?
                evnts:
                ^~~~~

            """, language: "text"),
    ] + PageBlock.prose("""
        All problems are reported in one run, ordered by position, and `sss` exits with status 1. When the \
        file's structure is broken (bad indentation, tabs, a stray list item), all structural errors are \
        listed, and the meaning is checked once they are fixed, since checking a half-read file would only \
        add misleading messages. A problem inside one value, such as an unclosed bracket or quote, does not \
        break the structure: it is reported, that value is skipped, and the rest of the spec is checked as \
        usual. So is a duplicate key: the first entry with that key is kept.

        The reader then checks unknown keys (with "did you mean" or the list of allowed keys); the \
        required `feature` and `interactions`; names, duplicates and `renders` entries that name no \
        declared renderable; values of the wrong shape; the choices of `access`, `assembler`, `closable`, \
        `navigates` and destination styles; types; events and requirements, part by part; and that a \
        Navigation exists exactly when something uses it.

        `sss generate` then checks the specs of one run together, before writing anything: names that \
        are fine on their own but clash once generated (a feature `PodInteraction` next to an interaction \
        `Pod` both give `PodInteractionAssembler`; an event called `use`; an input called `navigation`; two \
        specs declaring the same renderable; file names that differ only in case); a destination generated \
        with the other `assembler` flavour, or opened with arguments other than its `input:`; a `uses` \
        entry that names no service of the run, a service declared twice differently, out of reach of the \
        feature's flavour or access, or with a requirement whose result the generated code has no value \
        of. Each is reported at the later name, with a note at the earlier one.
        """)
}
