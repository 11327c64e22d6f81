/// The tokens the lexer made of one file, and what it noticed on the way.
package struct LexedTokens {
    package var tokens: [Token]
    /// How many regions were skimmed (see ``Lexer/tokenizeSkimmingBodies(_:notingCommentsStartingWith:)``).
    package var skimmed: Int
    /// Whether some `//` comment, tokenized or skimmed, starts with the marker the lexer was given
    /// (see ``Lexer/tokenizeSkimmingBodies(_:notingCommentsStartingWith:)``); `false` when none was.
    var hasMarkedComment: Bool
}
