/// One block of a documentation page, independent of where the page is shown.
public enum PageBlock: Sendable, Equatable {
    /// The page's name, once at the top.
    case title(String)
    /// A section of the page.
    case heading(String)
    /// A part of a section, such as a file name above its code.
    case subheading(String)
    /// Prose, wrapped to the reader's width; `code` spans are written in backticks.
    case paragraph(String)
    /// Bulleted prose items.
    case list([String])
    /// Terms with their values, such as a rule's default severity.
    case definitions([Definition])
    /// Code shown exactly as written, never wrapped. Rule examples keep their `↓` markers.
    case code(String, language: String)
    /// One piece of code spread over several files of a codebase, the main file first; each file is
    /// shown as ``code(_:language:)`` is, with a divider between files.
    case files([String], language: String)
    /// Rows of cells under a header row; cells are prose, like paragraphs.
    case table(header: [String], rows: [[String]])
}

/// One term of a ``PageBlock/definitions(_:)`` block.
public struct Definition: Sendable, Equatable {
    public let term: String
    public let value: String

    public init(_ term: String, _ value: String) {
        self.term = term
        self.value = value
    }
}

/// A documentation page (a rule, a guide topic or a list of them) that can be printed for a
/// terminal or written as Markdown.
public struct Page: Sendable, Equatable {
    public var blocks: [PageBlock]

    public init(_ blocks: [PageBlock] = []) {
        self.blocks = blocks
    }

    public mutating func append(_ block: PageBlock) {
        blocks.append(block)
    }

    public mutating func append(contentsOf blocks: [PageBlock]) {
        self.blocks.append(contentsOf: blocks)
    }
}

extension PageBlock {
    /// The blocks of prose written as paragraphs separated by blank lines, where a paragraph whose
    /// lines all start with `- ` is a list with one item per line.
    public static func prose(_ text: String) -> [PageBlock] {
        var blocks: [PageBlock] = []
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed) + [""] {
            guard line.isEmpty else {
                lines.append(line)
                continue
            }
            if lines.isEmpty { continue }
            if lines.allSatisfy({ $0.hasPrefix("- ") }) {
                blocks.append(.list(lines.map { String($0.dropFirst(2)) }))
            } else {
                blocks.append(.paragraph(lines.joined(separator: " ")))
            }
            lines = []
        }
        return blocks
    }

    private static func trimmed(_ line: Substring) -> String {
        var line = line
        while line.first == " " { line.removeFirst() }
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}
