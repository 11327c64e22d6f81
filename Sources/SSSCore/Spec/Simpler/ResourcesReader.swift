/// Reads the `resources:` section: resource names mapped to `provides`, a list of requirements
/// written as Swift signatures without `func`, and `sends`, the event each value of the resource's
/// stream becomes.
struct ResourcesReader {
    static let keys = ["provides", "sends"]

    let text: SourceText

    /// The resources that read without errors; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [Resource] {
        let expectation = "'resources' expects a mapping of resource names to 'provides' and 'sends'"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        return mapping.entries.compactMap { readResource($0, into: &checker) }
    }

    private func readResource(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> Resource? {
        let name = entry.key.name
        var isValid = true
        if !SwiftIdentifier.isValid(name, .upperCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "resource name", .upperCamelCase), at: entry.key.location)
            isValid = false
        }
        let expectation = "resource '\(name)' expects a mapping with 'provides' and, optionally, 'sends'"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return nil }
        checker.rejectUnknownKeys(of: mapping, allowed: Self.keys)
        guard let provides = mapping["provides"] else {
            checker.error("resource '\(name)' needs 'provides', the requirements it offers, such as 'ticks() -> AsyncStream<Date>'", at: entry.key.location)
            return nil
        }
        let requirements = ServicesReader(text: text).readRequirements(provides, of: "resource '\(name)'", into: &checker)
        var sends: LocatedText?
        if let entry = mapping["sends"],
           let scalar = checker.scalar(entry.value, "'sends' expects the name of one event", key: entry.key.location) {
            let event = LocatedText(text: scalar.string, location: scalar.location)
            if SwiftIdentifier.isValid(event.text, .lowerCamelCase) {
                sends = event
            } else {
                checker.error(SwiftIdentifier.invalidNameMessage(event.text, kind: "event name", .lowerCamelCase), at: event.location)
                isValid = false
            }
        }
        guard isValid, let requirements else { return nil }
        return Resource(name: LocatedText(text: name, location: entry.key.location), requirements: requirements, sends: sends)
    }
}
