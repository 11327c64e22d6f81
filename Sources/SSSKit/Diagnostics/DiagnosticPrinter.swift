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
        var output = ""
        render(diagnostic, into: &output)
        for note in diagnostic.notes {
            render(note, into: &output)
        }
        return output
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func render(_ diagnostic: Diagnostic, into output: inout String) {
        var prefix = ""
        if let location = diagnostic.location {
            let table = LineTable(location.file.bytes)
            let position = table.lineColumn(at: location.offset)
            prefix = "\(location.file.path):\(position.line):\(position.column): "
            output += bold(prefix) + label(diagnostic.severity) + bold(diagnostic.message) + "\n"
            if showsSource {
                output += sourceExcerpt(location, table: table, position: position)
            }
        } else {
            if let path = diagnostic.path {
                prefix = "\(path): "
            }
            output += bold(prefix) + label(diagnostic.severity) + bold(diagnostic.message) + "\n"
        }
    }

    private func sourceExcerpt(_ location: SourceLocation, table: LineTable, position: LineColumn) -> String {
        let bytes = location.file.bytes
        let lineRange = table.range(ofLine: position.line, in: bytes)
        let line = String(decoding: bytes[lineRange], as: UTF8.self)
        var marker = ""
        let caretOffset = min(max(location.offset, lineRange.lowerBound), lineRange.upperBound)
        for byte in bytes[lineRange.lowerBound..<caretOffset] where !isContinuation(byte) {
            marker += byte == UInt8(ascii: "\t") ? "\t" : " "
        }
        let underlineEnd = min(caretOffset + max(location.length, 1), lineRange.upperBound)
        var width = 0
        if caretOffset < underlineEnd {
            for byte in bytes[caretOffset..<underlineEnd] where !isContinuation(byte) {
                width += 1
            }
        }
        marker += "^" + String(repeating: "~", count: max(0, width - 1))
        return line + "\n" + green(marker) + "\n"
    }

    private func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0b1100_0000 == 0b1000_0000
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
