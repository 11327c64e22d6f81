// Seeds: Tests/Fixtures Sources/SSSCore/Lint/Syntax
// Strings: Tests/SSSCoreTests/Lint/Syntax
// Dictionary: Fuzz/Dictionaries/swift.dict

/// The declaration scanner on the lexer's tokens of any bytes: a tree whose every position lies
/// inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tree = DeclarationScanner.scan(bytes)
    let inside = 0...bytes.count
    var pending = tree.declarations
    while let declaration = pending.popLast() {
        FuzzInput.require(inside.contains(declaration.nameOffset), "'\(declaration.name)' at \(declaration.nameOffset), outside the file")
        if case .type(let type) = declaration {
            FuzzInput.require(inside.contains(type.offset), "type '\(type.name)' starts outside the file")
            if let body = type.body {
                FuzzInput.require(body.upperBound <= bytes.count, "body of '\(type.name)' ends past the file")
            }
            pending += type.members
        }
    }
    _ = tree.allTypes
    return 0
}
