/// The tokens a ``DeclarationScanner`` reads and the bytes they cover, with the questions about them that
/// need no scanner state: the next significant token, a token's text, whether a word starts a declaration.
///
/// Four words, none of them counted references, so the scanner hands it to these methods in registers;
/// a method of the scanner itself that does not mutate it would be handed a copy of the whole scanner.
///
/// While the scanner reads a body of code for local types, `tokens` ends with that body, so no question
/// about the tokens looks past it.
struct ScannerInput {
    var tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
}
