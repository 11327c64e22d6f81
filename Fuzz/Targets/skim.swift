// Seeds: Tests/Fixtures
// Strings: Tests/SSSCoreTests/Lint/Lexer
// Dictionary: Fuzz/Dictionaries/swift.dict

/// The lint pipeline's lexer, which skims function bodies and signatures, against the full lexer on
/// any bytes: each skimmed body, tokenized on its own, must give exactly the tokens the full lexer makes
/// for it; each skimmed signature must start and end where full tokens do; and every other token must
/// be the full lexer's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lexed = Lexer.tokenizeSkimmingBodies(bytes)
    let (tokens, skimmed) = (lexed.tokens, lexed.skimmed)
    let full = Lexer.tokenize(bytes)
    var expanded: [Token] = []
    var index = 0
    var found = 0
    while index < tokens.count {
        let token = tokens[index]
        if token.flags.contains(.skimmedSignature) {
            let first = full.firstIndex { $0.offset == token.offset }
            let last = full.firstIndex { $0.end == token.end }
            guard let first, let last, first <= last else {
                FuzzInput.require(false, "a skimmed signature that splits a token")
                return 0
            }
            found += 1
            expanded += full[first...last]
            index += 1
            continue
        }
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
    FuzzInput.require(found == skimmed, "\(found) skimmed regions found, \(skimmed) reported")
    FuzzInput.require(expanded == full, "skimmed regions do not expand to the full tokens")
    return 0
}
