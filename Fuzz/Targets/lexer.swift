// Seeds: Tests/Fixtures Sources/SSSCore/Lint/Lexer
// Strings: Tests/SSSCoreTests/Lint/Lexer
// Dictionary: Fuzz/Dictionaries/swift.dict

/// The Swift lexer on any bytes, valid UTF-8 or not: tokens that cover the input exactly, in order,
/// each non-empty.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var end = 0
    for token in Lexer.tokenize(bytes) {
        FuzzInput.require(token.offset == end, "token at \(token.offset) leaves a gap or overlap after \(end)")
        FuzzInput.require(token.length > 0 || bytes.isEmpty, "empty \(token.kind) token at \(token.offset)")
        end = token.end
    }
    FuzzInput.require(end == bytes.count, "tokens end at \(end) of \(bytes.count) bytes")
    return 0
}
