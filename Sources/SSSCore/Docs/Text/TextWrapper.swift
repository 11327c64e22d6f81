/// Breaks prose into lines that fit a number of terminal columns.
///
/// Words are separated by spaces and line breaks, and are never split: a word wider than a line
/// (a long path or identifier) gets a line of its own and overflows it, so it can still be copied.
/// A `code span` in backticks counts as one word, so `final class` is never cut in two.
package struct TextWrapper: Sendable {
    /// The widest a line may be, in columns (see ``DisplayWidth``), indentation included.
    package let width: Int

    package init(width: Int) {
        self.width = width
    }

    /// `text` as lines without line breaks or trailing spaces, or no lines when `text` has no words.
    /// The first line starts with `indent`, the others with `hangingIndent` (by default `indent`).
    package func wrap(_ text: String, indent: String = "", hangingIndent: String? = nil) -> [String] {
        let rest = hangingIndent ?? indent
        var lines: [String] = []
        var line = indent
        var lineWidth = DisplayWidth.of(indent)
        var lineHasWord = false
        for word in Self.words(of: text) {
            let wordWidth = DisplayWidth.of(word)
            if lineHasWord && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = rest
                lineWidth = DisplayWidth.of(rest)
                lineHasWord = false
            }
            if lineHasWord {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
            lineHasWord = true
        }
        if lineHasWord { lines.append(line) }
        return lines
    }

    /// The words of `text`, where the words of a code span are joined into one with single spaces.
    /// A backtick that nothing closes opens no span.
    static func words(of text: String) -> [String] {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        var closingTicksAfter = [Int](repeating: 0, count: parts.count + 1)
        for index in parts.indices.reversed() {
            closingTicksAfter[index] = closingTicksAfter[index + 1] + parts[index].count { $0 == "`" }
        }
        var words: [String] = []
        var index = 0
        while index < parts.count {
            var word = String(parts[index])
            var ticks = word.count { $0 == "`" }
            index += 1
            while ticks % 2 == 1, closingTicksAfter[index] > 0 {
                word += " " + parts[index]
                ticks += parts[index].count { $0 == "`" }
                index += 1
            }
            words.append(word)
        }
        return words
    }

    /// A list item: `marker` on the first line, and the following lines indented to line up with the
    /// text after it.
    package func wrapListItem(_ text: String, marker: String = "- ", indent: String = "") -> [String] {
        wrap(text, indent: indent + marker, hangingIndent: indent + String(repeating: " ", count: DisplayWidth.of(marker)))
    }
}
