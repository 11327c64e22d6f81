// Seeds: Templates Tests/Fixtures docs/templates.md
// Strings: Tests/SSSCoreTests/Templates
// Dictionary: Fuzz/Dictionaries/template.dict

/// The template parser and renderer on any bytes, rendered against ``FuzzContext/value``: output
/// text, or diagnostics inside the template. Rendering runs with a tenth of the standard step
/// limit, so the many runaway loops the fuzzer writes stop quickly; the standard limits are
/// covered by TemplateRunawayTests.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzInput.file(data, size, path: "Fuzz.swift.template")
    do throws(DiagnosticError) {
        let template = try Template(source: file)
        _ = try template.render(FuzzContext.value, limits: RenderLimits(baseSteps: 100_000, outputBytes: 8 << 20))
    } catch {
        FuzzInput.expectClean(error)
    }
    return 0
}
