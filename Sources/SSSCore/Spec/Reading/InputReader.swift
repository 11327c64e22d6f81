/// Reads the `input:` section, what a screen is opened with: names mapped to Swift types, one per
/// line, as the feature Assembler's `assemble(…)` declares them.
struct InputReader {
    let text: SourceText

    /// The inputs that read without errors; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [Input] {
        let expectation = "'input' expects a mapping of names to Swift types, such as 'product: Product'"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        return mapping.entries.compactMap { readInput($0, into: &checker) }
    }

    private func readInput(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> Input? {
        let name = entry.key.name
        var isValid = true
        if !SwiftIdentifier.isValid(name, .lowerCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "input name", .lowerCamelCase), at: entry.key.location)
            isValid = false
        }
        let expectation = "input '\(name)' expects a Swift type"
        guard let type = checker.scalar(entry.value, expectation, key: entry.key.location) else { return nil }
        if type.isQuoted {
            checker.mismatch(entry.value, expectation, key: entry.key.location, hint: "; write the type without quotes")
            return nil
        }
        let range = type.location.offset..<(type.location.offset + type.location.length)
        if let problem = TypeTextCheck(text: text).problem(in: range, of: "input '\(name)'") {
            checker.report(problem)
            return nil
        }
        guard isValid else { return nil }
        return Input(name: LocatedText(text: name, location: entry.key.location), type: LocatedText(text: type.raw, location: type.location))
    }
}
