/// Lays out rows of cells as plain-text columns separated by two spaces.
struct TextTable {
    enum Alignment {
        case left
        case right
    }

    let alignments: [Alignment]
    private(set) var rows: [[String]] = []

    init(_ alignments: [Alignment]) {
        self.alignments = alignments
    }

    mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// Every row on its own line, each column as wide as its widest cell; no trailing spaces.
    func render() -> String {
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        var output = ""
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() where column < widths.count {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += "  " }
                line += alignments[column] == .left ? cell + padding : padding + cell
            }
            while line.hasSuffix(" ") { line.removeLast() }
            output += line + "\n"
        }
        return output
    }
}
