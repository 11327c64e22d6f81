/// Builds the node tree from a file's content lines, following indentation.
///
/// A part of a line (a `-` marker or the key/value after it) opens a node at its column; deeper
/// lines belong to it, lines at the same column are its siblings. Lines that fit nowhere are
/// reported and skipped together with the lines indented under them, so one mistake gives one
/// message. A repeated key is not reported here: it is kept aside in its mapping (see
/// ``DuplicateKeys``).
struct TreeBuilder {
    static let maximumDepth = 64

    let file: SourceFile
    let lines: [DocumentLine]
    private(set) var diagnostics: [Diagnostic] = []
    private var index = 0
    private var part = 0
    private var depth = 0
    private var consumedEnd = 0

    init(file: SourceFile, lines: [DocumentLine]) {
        self.file = file
        self.lines = lines
    }

    /// The root node; lines left over after it are reported.
    mutating func parseDocument() -> DocumentNode {
        let rootColumn = column ?? 0
        let root = parseChild(at: rootColumn)
        while let found = column {
            if found < rootColumn {
                report("inconsistent indentation: expected \(rootColumn) spaces, found \(found)")
            } else if found == rootColumn {
                report("a value must fit on one line")
            } else {
                report("unexpected indentation")
            }
            skipLine(andLinesDeeperThan: found)
        }
        return root
    }

    private var line: DocumentLine? { index < lines.count ? lines[index] : nil }

    private var column: Int? { line?.column(ofPart: part) }

    private var isAtMarker: Bool { line?.isMarker(part) ?? false }

    private mutating func parseChild(at childColumn: Int) -> DocumentNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            let empty = emptyScalar(at: partOffset)
            report("nesting is too deep; at most \(Self.maximumDepth) levels are supported")
            nextLine()
            while let found = column, found >= childColumn { nextLine() }
            return empty
        }
        guard let line else { return emptyScalar(at: consumedEnd) }
        if line.isMarker(part) { return parseSequence(at: childColumn, compact: false) }
        if line.key != nil { return parseMapping(at: childColumn) }
        let scalar = DocumentScalar(file: file, range: line.value ?? partOffset..<partOffset, isMalformed: line.valueIsMalformed)
        nextLine()
        return .scalar(scalar)
    }

    private mutating func parseMapping(at level: Int) -> DocumentNode {
        let start = partOffset
        var entries: [DocumentEntry] = []
        var duplicates: [DocumentEntry] = []
        var keys: Set<String> = []
        while let line, column == level {
            guard !line.isMarker(part), let key = line.key else {
                report(isAtMarker ? "expected 'key: value', found a list item" : "expected 'key: value', found '\(bodyText)'\(colonHint)")
                skipLine(andLinesDeeperThan: level)
                continue
            }
            let keyLocation = SourceLocation(file: file, offset: key.range.lowerBound, length: key.range.count)
            let (value, blockColumn) = parseValue(of: line, key: key, level: level)
            let entry = DocumentEntry(key: DocumentKey(name: key.name, location: keyLocation), value: value)
            if keys.insert(key.name).inserted {
                entries.append(entry)
            } else {
                duplicates.append(entry)
            }
            rejectLinesDeeper(than: level, blockColumn: blockColumn)
        }
        return .mapping(DocumentMapping(entries: entries, duplicates: duplicates, location: span(from: start)))
    }

    /// The value of a key: inline, in a block indented under it, or a list at the key's own column.
    private mutating func parseValue(of line: DocumentLine, key: DocumentLine.Key, level: Int) -> (DocumentNode, Int?) {
        if let value = line.value {
            nextLine()
            return (.scalar(DocumentScalar(file: file, range: value, isMalformed: line.valueIsMalformed)), nil)
        }
        nextLine()
        if let found = column, found > level {
            let node = parseChild(at: found)
            return (node, node.isBlock ? found : nil)
        }
        if column == level, isAtMarker {
            return (parseSequence(at: level, compact: true), nil)
        }
        return (emptyScalar(at: key.colonEnd), nil)
    }

    private mutating func parseSequence(at level: Int, compact: Bool) -> DocumentNode {
        let start = partOffset
        var items: [DocumentNode] = []
        while let line, column == level {
            guard line.isMarker(part) else {
                if compact { break }
                let found = line.key.map { "key '\($0.name)'" } ?? "'\(bodyText)'"
                report("expected a list item ('- ...'), found \(found)")
                skipLine(andLinesDeeperThan: level)
                continue
            }
            let markerEnd = partOffset + 1
            part += 1
            var blockColumn: Int?
            if part < line.partCount {
                let itemColumn = line.column(ofPart: part)
                let item = parseChild(at: itemColumn)
                items.append(item)
                blockColumn = item.isBlock ? itemColumn : nil
            } else {
                nextLine()
                if let found = column, found > level {
                    let item = parseChild(at: found)
                    items.append(item)
                    blockColumn = item.isBlock ? found : nil
                } else {
                    items.append(emptyScalar(at: markerEnd))
                }
            }
            rejectLinesDeeper(than: level, blockColumn: blockColumn)
        }
        return .sequence(DocumentSequence(items: items, location: span(from: start)))
    }

    /// Reports a line indented deeper than `level` that no node took, and skips it with its block.
    private mutating func rejectLinesDeeper(than level: Int, blockColumn: Int?) {
        guard let found = column, found > level else { return }
        if let blockColumn, found < blockColumn {
            report("inconsistent indentation: expected \(level) or \(blockColumn) spaces, found \(found)")
        } else {
            report("unexpected indentation")
        }
        skipLine(andLinesDeeperThan: level)
    }

    private mutating func skipLine(andLinesDeeperThan level: Int) {
        nextLine()
        while let found = column, found > level { nextLine() }
    }

    private mutating func nextLine() {
        if let line { consumedEnd = max(consumedEnd, line.end) }
        index += 1
        part = 0
    }

    private var partOffset: Int {
        guard let line else { return consumedEnd }
        return line.start + line.column(ofPart: part)
    }

    private var bodyText: String {
        guard let line else { return "" }
        let range = line.value ?? partOffset..<line.end
        return String(decoding: file.bytes[range], as: UTF8.self)
    }

    /// A hint for `key:value`, where the missing space keeps the colon from ending a key.
    private var colonHint: String {
        let text = Array(bodyText.utf8)
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon + 1 < text.count,
              !ValueScanner.isBlank(text[colon + 1])
        else { return "" }
        return "; put a space after ':'"
    }

    private func span(from start: Int) -> SourceLocation {
        SourceLocation(file: file, offset: start, length: max(0, consumedEnd - start))
    }

    private func emptyScalar(at offset: Int) -> DocumentNode {
        .scalar(DocumentScalar(file: file, range: offset..<offset))
    }

    private mutating func report(_ message: String) {
        let length = line.map { max(1, $0.end - partOffset) } ?? 1
        diagnostics.append(.error(message, at: SourceLocation(file: file, offset: partOffset, length: length)))
    }
}

extension DocumentNode {
    /// Whether the node is a mapping or a list written as an indented block.
    var isBlock: Bool {
        if case .scalar = self { return false }
        return true
    }
}
