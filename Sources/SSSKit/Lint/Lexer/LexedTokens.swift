/// The tokens the lexer made of one file, and what it noticed on the way.
public struct LexedTokens {
    public var tokens: [Token]
    /// How many regions were skimmed (see ``Lexer/tokenizeSkimmingBodies(_:)``).
    public var skimmed: Int
    /// Whether some `//` comment, tokenized or skimmed, starts like a suppression command, so the file
    /// needs its full tokens to read its commands. When `false`, no comment of the file is a command.
    var mayHoldCommands: Bool
}
