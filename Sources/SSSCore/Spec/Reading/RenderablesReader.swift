/// Reads the `renderables:` section: renderable names mapped to their fields and Swift types.
struct RenderablesReader {
    let text: SourceText

    /// The renderables that read without errors; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [Renderable] {
        let expectation = "'renderables' expects a mapping of renderable names"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        return mapping.entries.compactMap { readRenderable($0, into: &checker) }
    }

    private func readRenderable(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> Renderable? {
        let name = entry.key.name
        var isValid = true
        if !SwiftIdentifier.isValid(name, .upperCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "renderable name", .upperCamelCase), at: entry.key.location)
            isValid = false
        }
        let expectation = "renderable '\(name)' expects a mapping of field names to Swift types"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return nil }
        let reader = NamedTypeReader(text: text, kind: "field")
        let fields = mapping.entries.compactMap { entry in
            reader.read(entry, into: &checker).map { Field(name: $0.name, type: $0.type) }
        }
        guard isValid, fields.count == mapping.entries.count else { return nil }
        return Renderable(name: LocatedText(text: name, location: entry.key.location), fields: fields)
    }
}
