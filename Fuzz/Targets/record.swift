// Seeds: docs/regenerating.md
// Strings: Tests/SSSCoreTests/Generate/Record
// Dictionary: Fuzz/Dictionaries/json.dict

/// The reader of `.sss-generated.json` on any bytes: a record, or diagnostics inside the file. A
/// record read is written back the way `sss generate` writes it, and reading that again gives the
/// same record, every path inside the folder and every text exactly.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzInput.file(data, size, path: ".sss-generated.json")
    do throws(DiagnosticError) {
        let record = try GenerationRecordReader.decode(file)
        for entry in record.sortedEntries {
            FuzzInput.require(GenerationRecordReader.isRelativePath(entry.path), "a path outside the folder: \(entry.path)")
        }
        let encoded = record.encoded()
        do throws(DiagnosticError) {
            let again = try GenerationRecordReader.decode(SourceFile(path: "again.json", bytes: encoded))
            FuzzInput.require(again == record, "a record written and read back differs")
            FuzzInput.require(again.encoded() == encoded, "a record is written two ways")
        } catch {
            FuzzInput.require(false, "a written record cannot be read: \(error.diagnostics.map(\.message))")
        }
    } catch {
        FuzzInput.expectClean(error)
    }
    return 0
}
