// Seeds: Tests/Fixtures
// Strings: Tests/SSSCoreTests/Lint/Rules
// Dictionary: Fuzz/Dictionaries/swift.dict

/// The rule engine on one file of any bytes: every rule, opt-in ones included, through ``Linter``
/// as `sss lint` runs it. Non-text input is skipped with a reason; findings point inside the file, and
/// are the same when the scan keeps every member as when it keeps only those the rules read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let rules = RuleRegistry.all.map { $0.init(settings: FuzzLint.settings) }
    let run = Linter(rules: rules, settings: FuzzLint.settings, threads: 1)
        .lint(paths: [OneFileSystem.path], fileSystem: OneFileSystem(bytes: bytes))
    FuzzInput.require(run.lintedFiles.count + run.skipped.count == 1, "the file was neither linted nor skipped")
    let lines = LineTable(bytes).lineCount
    for finding in run.findings {
        FuzzInput.require(finding.position.line >= 1 && finding.position.line <= lines, "finding on line \(finding.position.line) of \(lines)")
        FuzzInput.require(!finding.reason.isEmpty, "finding without a reason")
    }
    let unfiltered = Linter(rules: rules, settings: FuzzLint.settings, threads: 1, collectingTypeNames: true, filteringMembers: false)
        .lint(paths: [OneFileSystem.path], fileSystem: OneFileSystem(bytes: bytes))
    FuzzInput.require(
        run.findings.map(FuzzLint.describe) == unfiltered.findings.map(FuzzLint.describe),
        "the rules find otherwise when the scan keeps every member"
    )
    return 0
}

private enum FuzzLint {
    static let settings = LintSettings(options: ["custom_class_inheritance": ["allowed_superclasses": ["NiblessViewController"]]])

    static func describe(_ finding: Finding) -> String {
        "\(finding.position.line):\(finding.position.column) \(finding.ruleID) \(finding.reason) \(finding.declarationPath)"
    }
}
