// Seeds: Tests/Fixtures
// Strings: Tests/SSSCoreTests/Lint/Baseline Tests/SSSCoreTests/Support/JSONWriterTests.swift
// Dictionary: Fuzz/Dictionaries/json.dict

/// The baseline reader, and with it the JSON parser, on any bytes: a baseline, or diagnostics
/// inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzInput.file(data, size, path: ".sss-baseline.json")
    do throws(DiagnosticError) {
        let baseline = try BaselineReader.decode(file)
        FuzzInput.require(baseline.counts.values.allSatisfy { $0 > 0 }, "a baseline entry with a count below one")
    } catch {
        FuzzInput.expectClean(error)
    }
    return 0
}
