/// Prints a ``Page`` for a terminal: prose wrapped to the width, headings in capitals, code
/// indented and never wrapped, bold headings and dim `↓` markers when styling is on.
public struct TerminalPageRenderer: Sendable {
    /// The width used when output does not go to a terminal, or the terminal does not say.
    public static let defaultWidth = 80
    /// Narrower terminals still get this width: prose cut into a few words a line reads worse than
    /// prose the terminal wraps itself.
    public static let minimumWidth = 40

    /// The line between the files of one example; not Swift, so it cannot be read as part of the code.
    static let fileDivider = "── another file ──"

    package let wrapper: TextWrapper
    public let style: TextStyle

    public init(width: Int, style: TextStyle) {
        wrapper = TextWrapper(width: max(width, Self.minimumWidth))
        self.style = style
    }

    public func render(_ page: Page) -> String {
        var output = ""
        var previous: PageBlock?
        for block in page.blocks {
            if let previous, !Self.isHeading(previous) { output += "\n" }
            output += render(block)
            previous = block
        }
        return output
    }

    private func render(_ block: PageBlock) -> String {
        switch block {
        case .title(let text), .subheading(let text):
            return style.bold(text) + "\n"
        case .heading(let text):
            return style.bold(text.uppercased()) + "\n"
        case .paragraph(let text):
            return lines(wrapper.wrap(text))
        case .list(let items):
            return items.map { lines(wrapper.wrapListItem($0)) }.joined()
        case .definitions(let definitions):
            let termWidth = definitions.map { DisplayWidth.of($0.term) }.max() ?? 0
            return definitions.map { definition in
                let padding = String(repeating: " ", count: termWidth - DisplayWidth.of(definition.term) + 2)
                let hanging = String(repeating: " ", count: termWidth + 2)
                return lines(wrapper.wrap(definition.value, indent: definition.term + padding, hangingIndent: hanging))
            }.joined()
        case .code(let code, _):
            return codeBlock(code)
        case .files(let files, _):
            return files.map(codeBlock).joined(separator: "    " + style.dim(Self.fileDivider) + "\n")
        case .table(let header, let rows):
            return table(header: header, rows: rows)
        }
    }

    /// Every column but the last padded to its widest cell, the last wrapped under itself; the
    /// header in bold.
    private func table(header: [String], rows: [[String]]) -> String {
        let leading = max(0, header.count - 1)
        let widths = (0..<leading).map { column in
            ([header] + rows).map { $0.indices.contains(column) ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
        }
        func line(_ cells: [String], bold: Bool) -> String {
            let prefix = (0..<leading).map { column in
                let cell = cells.indices.contains(column) ? cells[column] : ""
                return cell + String(repeating: " ", count: widths[column] - DisplayWidth.of(cell) + 2)
            }.joined()
            let hanging = String(repeating: " ", count: DisplayWidth.of(prefix))
            let last = cells.count > leading ? cells[leading] : ""
            let wrapped = wrapper.wrap(last.isEmpty ? "-" : last, indent: prefix, hangingIndent: hanging)
            return lines(bold ? wrapped.map { style.bold($0) } : wrapped)
        }
        return line(header, bold: true) + rows.map { line($0, bold: false) }.joined()
    }

    private func codeBlock(_ code: String) -> String {
        Self.codeLines(code).map { line in
            line.isEmpty ? "\n" : "    " + marked(line) + "\n"
        }.joined()
    }

    private func lines(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// The line with each `↓` marker dimmed.
    private func marked(_ line: Substring) -> String {
        guard style.isEnabled, line.contains(MarkedSource.marker) else { return String(line) }
        return line.split(separator: MarkedSource.marker, omittingEmptySubsequences: false)
            .joined(separator: style.dim(String(MarkedSource.marker)))
    }

    private static func isHeading(_ block: PageBlock) -> Bool {
        switch block {
        case .heading, .subheading: true
        default: false
        }
    }

    /// The lines of `code`, without the empty line a final line break would add.
    static func codeLines(_ code: String) -> [Substring] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
