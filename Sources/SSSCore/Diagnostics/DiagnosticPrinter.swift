/// Renders diagnostics the way the Swift compiler does:
///
/// ```
/// Feature.sss.yml:4:3: error: unknown key 'evnts'; did you mean 'events'?
///   evnts:
///   ^~~~~
/// ```
public struct DiagnosticPrinter: Sendable {
    public var useColor: Bool
    /// Whether to print the source line and caret under a located diagnostic.
    public var showsSource: Bool

    public init(useColor: Bool = false, showsSource: Bool = true) {
        self.useColor = useColor
        self.showsSource = showsSource
    }

    /// The full text of `diagnostic` and its notes, each line ending in a line break.
    public func render(_ diagnostic: Diagnostic) -> String {
        render([diagnostic])
    }

    /// The full text of every diagnostic in order. A file's line table is built once for a run of
    /// diagnostics in that file, so printing stays linear in the number of diagnostics.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        var tables = LineTables()
        for diagnostic in diagnostics {
            render(diagnostic, into: &output, tables: &tables)
            for note in diagnostic.notes {
                render(note, into: &output, tables: &tables)
            }
        }
        return output
    }

    private func render(_ diagnostic: Diagnostic, into output: inout String, tables: inout LineTables) {
        var prefix = ""
        if let location = diagnostic.location {
            let table = tables.table(for: location.file)
            let position = table.lineColumn(at: location.offset)
            prefix = "\(Path.printable(location.file.path)):\(position.line):\(position.column): "
            output += bold(prefix) + label(diagnostic.severity) + bold(diagnostic.message) + "\n"
            if showsSource {
                let excerpt = SourceExcerpt(location, lineRange: table.range(ofLine: position.line, in: location.file.bytes))
                output += excerpt.line + "\n" + green(excerpt.marker) + "\n"
            }
        } else {
            if let path = diagnostic.path {
                prefix = "\(Path.printable(path)): "
            }
            output += bold(prefix) + label(diagnostic.severity) + bold(diagnostic.message) + "\n"
        }
    }

    private func label(_ severity: Severity) -> String {
        let text = "\(severity.rawValue): "
        guard useColor else { return text }
        switch severity {
        case .error: return "\u{1B}[1;31m\(text)\u{1B}[0m"
        case .warning: return "\u{1B}[1;35m\(text)\u{1B}[0m"
        case .note: return "\u{1B}[1;30m\(text)\u{1B}[0m"
        }
    }

    private func bold(_ text: String) -> String {
        useColor && !text.isEmpty ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    private func green(_ text: String) -> String {
        useColor ? "\u{1B}[32m\(text)\u{1B}[0m" : text
    }
}

/// The line table of the last file printed, so a run of diagnostics in one file reads it once.
private struct LineTables {
    private var last: (file: SourceFile, table: LineTable)?

    mutating func table(for file: SourceFile) -> LineTable {
        if let last, last.file.path == file.path, last.file.bytes == file.bytes {
            return last.table
        }
        let table = LineTable(file.bytes)
        last = (file, table)
        return table
    }
}
