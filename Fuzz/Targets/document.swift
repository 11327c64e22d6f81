// Seeds: Examples/*.sss.yml Tests/Fixtures
// Strings: Tests/SSSCoreTests/Spec
// Dictionary: Fuzz/Dictionaries/document.dict

/// The document parser on any bytes: a tree whose every location lies in the file, or diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzInput.file(data, size, path: "Fuzz.yml")
    do throws(DiagnosticError) {
        DocumentWalk.visit(try DocumentParser().parse(file))
    } catch {
        FuzzInput.expectClean(error)
    }
    return 0
}
