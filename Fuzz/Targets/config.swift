// Seeds: Tests/SSSKitTests/Fixtures
// Strings: Tests/SSSKitTests/Spec/Document/ConfigurationShapeTests.swift Tests/SSSKitTests/Spec/Document
// Dictionary: Fuzz/Dictionaries/config.dict

/// The document parser as the `.sss.yml` configuration reader uses it. There is no configuration
/// reader yet, so the tree is checked here in the documented configuration's shape with
/// ``DocumentChecker``: path and rule lists, role suffixes, and per-rule severity or options.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzInput.file(data, size, path: ".sss.yml")
    do throws(DiagnosticError) {
        let root = try DocumentParser().parse(file)
        var checker = DocumentChecker()
        ConfigurationShape.check(root, into: &checker)
        if !checker.diagnostics.isEmpty { FuzzInput.expectClean(DiagnosticError(checker.diagnostics.sortedByPosition())) }
    } catch {
        FuzzInput.expectClean(error)
    }
    return 0
}

private enum ConfigurationShape {
    static let lists = ["included", "excluded", "disabled_rules", "opt_in_rules", "only_rules"]
    static let severities = ["warning", "error", "off"]

    static func check(_ root: DocumentNode, into checker: inout DocumentChecker) {
        guard let mapping = checker.mapping(root, "a configuration expects a mapping", key: nil) else { return }
        for entry in mapping.entries {
            if lists.contains(entry.key.name) {
                strings(entry, into: &checker)
            } else if entry.key.name == "roles", let roles = checker.mapping(entry.value, "'roles' expects a mapping", key: entry.key.location) {
                roles.entries.forEach { strings($0, into: &checker) }
            } else {
                rule(entry, into: &checker)
            }
        }
    }

    private static func rule(_ entry: DocumentEntry, into checker: inout DocumentChecker) {
        let expectation = "rule '\(entry.key.name)' expects a severity or a mapping of options"
        guard case .mapping(let options) = entry.value else {
            _ = checker.choice(entry.value, among: severities, expectation, key: entry.key.location)
            return
        }
        checker.rejectUnknownKeys(of: options, allowed: ["severity", "excluded", "included", "allowed_superclasses"])
        for option in options.entries {
            if option.key.name == "severity" {
                _ = checker.choice(option.value, among: severities, "'severity' expects warning, error or off", key: option.key.location)
            } else {
                strings(option, into: &checker)
            }
        }
    }

    private static func strings(_ entry: DocumentEntry, into checker: inout DocumentChecker) {
        let items = checker.list(entry.value, "'\(entry.key.name)' expects a list", key: entry.key.location) ?? []
        for item in items {
            _ = checker.scalar(item, "expected a name or a path", key: nil).map(\.string)
        }
    }
}
