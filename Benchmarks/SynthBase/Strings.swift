/// String literals in every form, several of which contain text that looks like declarations.
enum Phrases__COPY__ {
    static let plain = "class Fake: Base { // this is text, not code }"
    static let escapes = "quote \" backslash \\ tab \t nul \0 scalar \u{1F600} done"
    static let raw = #"a raw "quoted" word, \(not interpolated), and \#(plain.count) interpolated"#
    static let rawer = ##"holds "# inside and \##(raw.count) interpolated"##
    static let slashes = "// not a comment /* nor this */"

    static func nested(_ name: String) -> String {
        "outer \("inner \("deepest \(name.count) level") back") out"
    }

    static func closureInside(_ items: [Int]) -> String {
        "sum \({ () -> Int in items.reduce(0) { $0 + $1 } }()) of \(items.count) items"
    }

    static let block = """
        struct NotReal: Pretend {
            var text = "still inside the literal"
        }
        \(plain.count) characters; this line continues \
        on the next one, and "quotes" need no escape here.
          Indented more than the closing delimiter.
        """

    static let rawBlock = #"""
        A raw block: \(stays) as typed, \#(plain.count) is interpolated,
        and """ three quotes do not end it.
        """#

    static let emptyBlock = """
        """

    static func report(for name: String, count: Int) -> String {
        """
        Name: \(name)
        Count: \(count > 1 ? "\(count) items" : "one item")
        Note: \(name.isEmpty ? """
            (nameless)
            """ : "named")
        """
    }

    static let characters: [Character] = ["{", "}", "\"", "'", "/", "*", "#"]
    static let braces = "}}}{{{"
    static let hashes = ###"###"## "# ##"###
}

struct Template__COPY__ {
    let greeting: String
    let recipients: [String]

    func render() -> String {
        recipients.map { "\(greeting), \($0)!" }.joined(separator: "\n")
    }

    func renderRaw() -> String {
        recipients.map { #"\#(greeting), "\#($0)"\n"# }.joined()
    }
}
