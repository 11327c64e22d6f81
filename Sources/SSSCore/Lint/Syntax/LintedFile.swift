/// One file during the first pass of a lint run: its bytes, tokens and declarations.
///
/// Tokens live only while the file's own rules run; what later passes need is kept in a
/// ``FileSummary``.
package struct LintedFile: Sendable {
    package let source: SourceFile
    package let tokens: [Token]
    package let declarations: DeclarationTree
    /// Every type and extension in the file, nested ones included, outer ones first.
    package let types: [TypeDeclaration]

    package init(source: SourceFile) {
        let tokens = Lexer.tokenize(source.bytes)
        self.init(source: source, tokens: tokens, declarations: DeclarationScanner.scan(source.bytes, tokens: tokens))
    }

    /// A file already lexed and scanned.
    init(source: SourceFile, tokens: [Token], declarations: DeclarationTree) {
        self.source = source
        self.tokens = tokens
        self.declarations = declarations
        types = declarations.allTypes
    }

    package var path: String { source.path }
    package var bytes: [UInt8] { source.bytes }

    /// The tokens of the function body at `body` (token indices from `{` through `}`) and the body's
    /// range in them: ``tokens`` and `body` themselves, unless the lint pipeline skimmed the body, which
    /// is then tokenized now.
    package func bodyTokens(_ body: Range<Int>) -> (tokens: [Token], range: Range<Int>) {
        guard body.count == 3, body.upperBound <= tokens.count,
            tokens[body.lowerBound + 1].flags.contains(.skimmedBody)
        else { return (tokens, body) }
        let open = tokens[body.lowerBound]
        let close = tokens[body.upperBound - 1]
        let relexed = Lexer.tokenize(bytes, in: open.offset..<close.end)
        if let first = relexed.first, let last = relexed.last, first.kind == .leftBrace, first.offset == open.offset,
            last.kind == .rightBrace, last.end == close.end
        {
            return (relexed, 0..<relexed.count)
        }
        let all = Lexer.tokenize(bytes)
        let lower = Self.tokenIndex(at: open.offset, in: all)
        return (all, lower..<max(lower, Self.tokenIndex(at: close.end, in: all)))
    }

    /// The index of the first token at or after `offset`.
    package func tokenIndex(at offset: Int) -> Int {
        Self.tokenIndex(at: offset, in: tokens)
    }

    private static func tokenIndex(at offset: Int, in tokens: [Token]) -> Int {
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
