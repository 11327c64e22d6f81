/// Reads the `useCases:` section of an Elements spec: use case names, each mapped to nothing or to
/// `inputs`, the names and Swift types its factory takes.
struct UseCasesReader {
    static let keys = ["inputs"]

    let text: SourceText

    /// The use cases that read without errors; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [UseCaseSpec] {
        let expectation = "'useCases' expects a mapping of use case names to their 'inputs', such as 'SignIn:'"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        if mapping.entries.isEmpty {
            checker.error("'useCases' lists no use cases; list at least one, or leave the key out", at: entry.key.location)
        }
        return mapping.entries.compactMap { readUseCase($0, into: &checker) }
    }

    private func readUseCase(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> UseCaseSpec? {
        let name = entry.key.name
        var isValid = true
        if !SwiftIdentifier.isValid(name, .upperCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "use case name", .upperCamelCase), at: entry.key.location)
            isValid = false
        }
        let located = LocatedText(text: name, location: entry.key.location)
        if entry.value.isEmpty {
            return isValid ? UseCaseSpec(name: located, inputs: []) : nil
        }
        let expectation = "use case '\(name)' expects nothing, or a mapping with 'inputs'"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return nil }
        checker.rejectUnknownKeys(of: mapping, allowed: Self.keys)
        guard let inputs = mapping["inputs"] else { return isValid ? UseCaseSpec(name: located, inputs: []) : nil }
        let inputsExpectation = "'inputs' expects a mapping of names to Swift types, such as 'email: String'"
        guard let fields = checker.mapping(inputs.value, inputsExpectation, key: inputs.key.location) else { return nil }
        let reader = NamedTypeReader(text: text, kind: "input")
        let problems = checker.diagnostics.count
        let read = fields.entries.compactMap { field in
            reader.read(field, into: &checker).map { Input(name: $0.name, type: $0.type) }
        }
        guard isValid, checker.diagnostics.count == problems else { return nil }
        return UseCaseSpec(name: located, inputs: read)
    }
}
