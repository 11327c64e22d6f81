/// Reads one `name: Type` entry, as a renderable's fields and a feature's inputs are written: a
/// lowerCamelCase name, and Swift type text that is not quoted.
struct NamedTypeReader {
    let text: SourceText
    /// What the entry is, for messages: `field` or `input`.
    let kind: String

    /// The name and the type, or `nil` after reporting what is wrong with either.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> (name: LocatedText, type: LocatedText)? {
        let name = entry.key.name
        var isValid = true
        if !SwiftIdentifier.isValid(name, .lowerCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "\(kind) name", .lowerCamelCase), at: entry.key.location)
            isValid = false
        }
        let expectation = "\(kind) '\(name)' expects a Swift type"
        guard let type = checker.scalar(entry.value, expectation, key: entry.key.location) else { return nil }
        if type.isQuoted {
            checker.mismatch(entry.value, expectation, key: entry.key.location, hint: "; write the type without quotes")
            return nil
        }
        let range = type.location.offset..<(type.location.offset + type.location.length)
        if let problem = TypeTextCheck(text: text).problem(in: range, of: "\(kind) '\(name)'") {
            checker.report(problem)
            return nil
        }
        guard isValid else { return nil }
        return (LocatedText(text: name, location: entry.key.location), LocatedText(text: type.raw, location: type.location))
    }
}
