extension SourceFile {
    /// The text of `token`, one of this file's tokens.
    package func text(of token: Token) -> String {
        token.text(in: bytes)
    }

    /// A location covering `token`, for a diagnostic about it.
    package func location(of token: Token) -> SourceLocation {
        SourceLocation(file: self, offset: token.offset, length: token.length)
    }
}
