// Seeds: Tests/SSSKitTests/Fixtures
// Strings: Tests/SSSKitTests/Lint/Lexer
// Dictionary: Fuzz/Dictionaries/swift.dict

/// The lint pipeline's lexer, which skims function bodies, against the full lexer on any bytes: each
/// skimmed body, tokenized on its own, must give exactly the tokens the full lexer makes for it, and
/// every other token must be the full lexer's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (tokens, skimmed) = Lexer.tokenizeSkimmingBodies(bytes)
    var expanded: [Token] = []
    var index = 0
    var found = 0
    while index < tokens.count {
        let token = tokens[index]
        if token.flags.contains(.skimmedBody) {
            FuzzInput.require(index > 0 && index + 1 < tokens.count, "a skimmed body without its braces")
            found += 1
            expanded.removeLast()
            expanded += Lexer.tokenize(bytes, in: tokens[index - 1].offset..<tokens[index + 1].end)
            index += 2
            continue
        }
        expanded.append(token)
        index += 1
    }
    FuzzInput.require(found == skimmed, "\(found) skimmed bodies found, \(skimmed) reported")
    FuzzInput.require(expanded == Lexer.tokenize(bytes), "skimmed bodies do not expand to the full tokens")
    return 0
}
