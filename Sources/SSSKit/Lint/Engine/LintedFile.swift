/// One file during the first pass of a lint run: its bytes, tokens and declarations.
///
/// Tokens live only while the file's own rules run; what later passes need is kept in a
/// ``FileSummary``.
public struct LintedFile: Sendable {
    public let source: SourceFile
    public let tokens: [Token]
    public let declarations: DeclarationTree
    /// Every type and extension in the file, nested ones included, outer ones first.
    public let types: [TypeDeclaration]
    public let lineTable: LineTable

    public init(source: SourceFile) {
        let tokens = Lexer.tokenize(source.bytes)
        self.init(source: source, tokens: tokens, declarations: DeclarationScanner.scan(source.bytes, tokens: tokens))
    }

    /// A file already lexed and scanned.
    init(source: SourceFile, tokens: [Token], declarations: DeclarationTree) {
        self.source = source
        self.tokens = tokens
        self.declarations = declarations
        types = declarations.allTypes
        lineTable = LineTable(source.bytes)
    }

    public var path: String { source.path }
    public var bytes: [UInt8] { source.bytes }

    /// The line and column of a byte offset in this file.
    public func position(of offset: Int) -> LineColumn {
        lineTable.lineColumn(at: offset)
    }

    /// The index of the first token at or after `offset`.
    public func tokenIndex(at offset: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < offset {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}

/// What the whole-codebase pass keeps of a file: its declarations, line table and suppression
/// commands, without tokens.
public struct FileSummary: Sendable {
    public let path: String
    public let declarations: DeclarationTree
    /// Every type and extension in the file, nested ones included, outer ones first.
    public let types: [TypeDeclaration]
    public let lineTable: LineTable
    public let suppressions: SuppressionMap
    /// What the file adds to the ``CodebaseIndex``.
    let indexEntries: IndexEntries

    public init(_ file: LintedFile) {
        path = file.path
        declarations = file.declarations
        types = file.types
        lineTable = file.lineTable
        suppressions = SuppressionMap(file)
        indexEntries = IndexEntries(types: file.types, path: file.path, lineTable: file.lineTable)
    }

    public func position(of offset: Int) -> LineColumn {
        lineTable.lineColumn(at: offset)
    }
}
