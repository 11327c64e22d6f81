/// Reads the `interfaces:` section: view names mapped to `shows` (model fields) and `sends` (events).
struct InterfacesReader {
    static let keys = ["shows", "sends"]

    /// The interfaces whose body could be read; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [Interface] {
        let expectation = "'interfaces' expects a mapping of interface names to 'shows' and 'sends'"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        if mapping.entries.isEmpty {
            checker.error("'interfaces' needs at least one interface", at: entry.key.location)
        }
        return mapping.entries.compactMap { readInterface($0, into: &checker) }
    }

    private func readInterface(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> Interface? {
        let name = entry.key.name
        var isValid = true
        if !SwiftIdentifier.isValid(name, .upperCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "interface name", .upperCamelCase), at: entry.key.location)
            isValid = false
        }
        let expectation = "interface '\(name)' expects a mapping with 'shows' or 'sends'"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return nil }
        checker.rejectUnknownKeys(of: mapping, allowed: Self.keys)
        let shows = mapping["shows"].map { Self.names($0, kind: "field", into: &checker) } ?? []
        let sends = mapping["sends"].map { Self.names($0, kind: "event", into: &checker) } ?? []
        if shows.isEmpty, sends.isEmpty, mapping["shows"] == nil, mapping["sends"] == nil {
            checker.error("interface '\(name)' shows nothing and sends nothing; give it 'shows', 'sends' or both", at: entry.key.location)
            isValid = false
        }
        guard isValid else { return nil }
        return Interface(name: LocatedText(text: name, location: entry.key.location), shows: shows, sends: sends)
    }

    /// The lowerCamelCase names listed under `entry`, each naming a `kind` (`field` or `event`);
    /// repeated names are reported and kept once.
    static func names(_ entry: DocumentEntry, kind: String, into checker: inout DocumentChecker) -> [LocatedText] {
        let key = entry.key.name
        let expectation = "'\(key)' expects a list of \(kind) names"
        guard let items = checker.list(entry.value, expectation, key: entry.key.location) else { return [] }
        var names: [LocatedText] = []
        var firstPlaces: [String: SourceLocation] = [:]
        for item in items {
            guard let scalar = checker.scalar(item, "expected \(kind == "event" ? "an" : "a") \(kind) name", key: nil) else { continue }
            let name = LocatedText(text: scalar.string, location: scalar.location)
            guard SwiftIdentifier.isValid(name.text, .lowerCamelCase) else {
                checker.error(SwiftIdentifier.invalidNameMessage(name.text, kind: "\(kind) name", .lowerCamelCase), at: name.location)
                continue
            }
            if let first = firstPlaces[name.text] {
                checker.error("'\(name.text)' is listed twice in '\(key)'", at: name.location, notes: [.note("'\(name.text)' first appears here", at: first)])
                continue
            }
            firstPlaces[name.text] = name.location
            names.append(name)
        }
        return names
    }
}
