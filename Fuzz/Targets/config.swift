// Seeds: Tests/Fixtures docs/configuration.md
// Strings: Tests/SSSCoreTests/Lint/Configuration Tests/SSSCoreTests/Spec/Document/ConfigurationShapeTests.swift
// Dictionary: Fuzz/Dictionaries/config.dict

/// The `.sss.yml` reader on any bytes: a configuration, or diagnostics inside the file. The
/// patterns of a configuration that reads are then matched against a few paths, shallow and deep,
/// as `sss lint` does while choosing files.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzInput.file(data, size, path: "/repo/.sss.yml")
    do throws(DiagnosticError) {
        let loaded = try ConfigurationReader().read(file, folder: "/repo")
        if !loaded.warnings.isEmpty { FuzzInput.expectClean(DiagnosticError(loaded.warnings)) }
        let patterns = [loaded.excluded, PathPatterns(loaded.configuration.included, relativeTo: "/repo")]
            + loaded.ruleExclusions.values
        for path in FuzzPaths.all {
            for pattern in patterns { _ = pattern.cover(path) }
        }
        _ = loaded.configuration.enabledRules
        _ = loaded.configuration.lintSettings
    } catch {
        FuzzInput.expectClean(error)
    }
    return 0
}

private enum FuzzPaths {
    static let all = [
        "/repo", "/repo/Sources/App/Main.swift", "/repo/Tests/AppTests/MainTests.swift",
        "/repo/Sources/Generated/Model.swift", "/repo/Sources/Ünïcode/Café.swift", "/elsewhere/A.swift",
        "/repo/" + Array(repeating: "a", count: 24).joined(separator: "/") + "/Deep.swift",
    ]
}
