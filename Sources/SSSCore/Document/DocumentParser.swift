/// Reads our small YAML-like format into a tree of ``DocumentNode``s.
///
/// The format: `key: value` mappings, `- item` lists, `[a, b]` flow lists, single- and
/// double-quoted values, `#` comments, and indentation by spaces (any width, as long as
/// siblings line up). Inline values are kept as raw text so each reader decides what they mean.
/// Anchors, aliases, tags, block scalars, flow mappings and several documents per file are
/// rejected.
///
/// The parser is schema-agnostic: feature specs and the `.sss.yml` configuration both use it.
package struct DocumentParser: Sendable {
    /// Whether a repeated key is left to the caller rather than stopping the parse.
    package let keepsDuplicateKeys: Bool

    /// A parser for which a repeated key is a syntax error, unless `keepsDuplicateKeys`: then,
    /// when nothing else is wrong with the syntax, the document is returned with the first entry
    /// of each key in place and the others in ``DocumentMapping/duplicates``, so that the caller
    /// can report them (``DuplicateKeys``) together with the problems it finds in the meaning.
    package init(keepsDuplicateKeys: Bool = false) {
        self.keepsDuplicateKeys = keepsDuplicateKeys
    }

    /// The root node of `file`.
    ///
    /// - Throws: every problem found, sorted by position. A file that is empty or holds only
    ///   comments gives a single error at 1:1; one that is not UTF-8 text, a single error at its
    ///   first NUL byte or invalid byte.
    package func parse(_ file: SourceFile) throws(DiagnosticError) -> DocumentNode {
        let (root, problems) = try parseRecovering(file)
        guard problems.isEmpty else {
            let duplicates = keepsDuplicateKeys ? DuplicateKeys.diagnostics(in: root) : []
            throw DiagnosticError((problems + duplicates).sortedByPosition())
        }
        return root
    }

    /// The root node of `file`, together with the problems found inside single values, such as an
    /// unclosed bracket or quote: those values are marked ``DocumentScalar/isMalformed`` and the
    /// rest of the document is returned, so that a reader can check its meaning and report every
    /// problem of the file in one run.
    ///
    /// - Throws: as ``parse(_:)``, when the document's structure cannot be known; then the
    ///   problems inside values are thrown with the others.
    package func parseRecovering(_ file: SourceFile) throws(DiagnosticError) -> (root: DocumentNode, problems: [Diagnostic]) {
        if let problem = UTF8Text.firstProblem(in: file.bytes) {
            throw DiagnosticError(Self.notText(file, problem))
        }
        var lexer = LineLexer(file: file)
        let lines = lexer.lines()
        var diagnostics = lexer.diagnostics
        let valueProblems = lexer.valueDiagnostics
        guard !lines.isEmpty else {
            diagnostics += valueProblems
            if diagnostics.isEmpty {
                let isBlank = file.bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
                let message = isBlank ? "file is empty" : "file has no content, only comments"
                diagnostics.append(.error(message, at: SourceLocation(file: file, offset: 0, length: 0)))
            }
            throw DiagnosticError(diagnostics.sortedByPosition())
        }
        var builder = TreeBuilder(file: file, lines: lines)
        let root = builder.parseDocument()
        diagnostics += builder.diagnostics
        if !keepsDuplicateKeys || !diagnostics.isEmpty {
            diagnostics += DuplicateKeys.diagnostics(in: root)
        }
        guard diagnostics.isEmpty else { throw DiagnosticError((diagnostics + valueProblems).sortedByPosition()) }
        return (root, valueProblems.sortedByPosition())
    }

    /// The error for a file that is not UTF-8 text, at the line and column of its first bad byte.
    ///
    /// It points into a stand-in for the file that holds only that line, at the same line number: as
    /// it is up to the bad byte, and from there on with every byte that is not text, and every
    /// control character, written as an escape such as `\xFF`, so printing the excerpt echoes no
    /// binary bytes to the terminal.
    private static func notText(_ file: SourceFile, _ problem: UTF8Text.Problem) -> Diagnostic {
        let offset: Int
        let message: String
        switch problem {
        case .nulByte(let at):
            offset = min(at, file.bytes.count)
            message = "file is not text: NUL byte"
        case .invalidUTF8(let at):
            offset = min(at, file.bytes.count)
            let byte = offset < file.bytes.count ? file.bytes[offset] : 0
            let hex = String(byte, radix: 16, uppercase: true)
            message = "file is not UTF-8 text: invalid byte 0x\(byte < 16 ? "0" : "")\(hex)"
        }
        let table = LineTable(file.bytes)
        let lineNumber = table.lineColumn(at: offset).line
        let line = table.range(ofLine: lineNumber, in: file.bytes)
        var bytes = [UInt8](repeating: UInt8(ascii: "\n"), count: lineNumber - 1)
        bytes += file.bytes[line.lowerBound..<offset]
        let badOffset = bytes.count
        let rest = Array(file.bytes[offset..<max(offset, line.upperBound)])
        bytes += Path.printable(rest.withUnsafeBufferPointer(PathBytes.string)).utf8
        let standIn = SourceFile(path: file.path, bytes: bytes)
        return .error(message, at: SourceLocation(file: standIn, offset: badOffset, length: "\\xFF".utf8.count))
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics in the order of their positions; those without a position come first, and
    /// diagnostics at the same position keep their order.
    package func sortedByPosition() -> [Diagnostic] {
        enumerated()
            .sorted { ($0.element.location?.offset ?? -1, $0.offset) < ($1.element.location?.offset ?? -1, $1.offset) }
            .map(\.element)
    }
}
