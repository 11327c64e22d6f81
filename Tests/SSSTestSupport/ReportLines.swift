/// The lines `sss generate` prints per file, for tests that expect many of them.
package enum ReportLines {
    /// `verb` right-aligned in the 12 columns Rails gives it, two spaces, then `path`, and a line feed.
    package static func line(_ verb: String, _ path: String) -> String {
        String(repeating: " ", count: max(0, 12 - verb.count)) + verb + "  " + path + "\n"
    }
}
