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
        let fields = mapping.entries.compactMap { readField($0, into: &checker) }
        guard isValid, fields.count == mapping.entries.count else { return nil }
        return Renderable(name: LocatedText(text: name, location: entry.key.location), fields: fields)
    }

    private func readField(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> Field? {
        let name = entry.key.name
        var isValid = true
        if !SwiftIdentifier.isValid(name, .lowerCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "field name", .lowerCamelCase), at: entry.key.location)
            isValid = false
        }
        let expectation = "field '\(name)' expects a Swift type"
        guard let type = checker.scalar(entry.value, expectation, key: entry.key.location) else { return nil }
        if type.isQuoted {
            checker.mismatch(entry.value, expectation, key: entry.key.location, hint: "; write the type without quotes")
            return nil
        }
        let range = type.location.offset..<(type.location.offset + type.location.length)
        if let problem = TypeTextCheck(text: text).problem(in: range, of: "field '\(name)'") {
            checker.report(problem)
            return nil
        }
        guard isValid else { return nil }
        return Field(name: LocatedText(text: name, location: entry.key.location), type: LocatedText(text: type.raw, location: type.location))
    }
}
