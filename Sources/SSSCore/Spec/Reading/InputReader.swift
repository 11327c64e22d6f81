/// Reads the `input:` section, what a screen is opened with: names mapped to Swift types, one per
/// line, as the feature Assembler's `assemble(…)` declares them.
struct InputReader {
    let text: SourceText

    /// The inputs that read without errors; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [Input] {
        let expectation = "'input' expects a mapping of names to Swift types, such as 'product: Product'"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        let reader = NamedTypeReader(text: text, kind: "input")
        return mapping.entries.compactMap { entry in
            reader.read(entry, into: &checker).map { Input(name: $0.name, type: $0.type) }
        }
    }
}
