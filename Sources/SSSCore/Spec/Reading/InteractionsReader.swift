/// Reads the `interactions:` section: interaction names mapped to `renders`, `uses`, `events` and
/// `navigates`.
struct InteractionsReader {
    static let keys = ["renders", "uses", "events", "navigates"]

    let text: SourceText

    /// Every interaction whose body is a mapping, as far as it could be read; problems go to
    /// `checker`. Partly read interactions let later checks (such as unknown renderables) go on.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [Interaction] {
        let expectation = "'interactions' expects a mapping of interaction names"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        return mapping.entries.compactMap { readInteraction($0, into: &checker) }
    }

    private func readInteraction(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> Interaction? {
        let name = entry.key.name
        if !SwiftIdentifier.isValid(name, .upperCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "interaction name", .upperCamelCase), at: entry.key.location)
        }
        let expectation = "interaction '\(name)' expects a mapping with \(DocumentChecker.quotedList(Self.keys))"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return nil }
        checker.rejectUnknownKeys(of: mapping, allowed: Self.keys)
        let renders = mapping["renders"].map { readNames($0, of: "renders", kind: "renderable", into: &checker) } ?? []
        let uses = mapping["uses"].map { readNames($0, of: "uses", kind: "service", into: &checker) } ?? []
        let events = mapping["events"].map { readEvents($0, into: &checker) } ?? []
        let navigates = mapping["navigates"].flatMap {
            checker.bool($0.value, "'navigates' expects true or false", key: $0.key.location)
        }
        return Interaction(
            name: LocatedText(text: name, location: entry.key.location),
            renders: renders,
            uses: uses,
            events: events,
            navigates: navigates ?? false,
            navigatesLocation: mapping["navigates"]?.value.location
        )
    }

    /// The names listed under `key` (`renders` or `uses`), each naming a `kind` (`renderable`).
    private func readNames(_ entry: DocumentEntry, of key: String, kind: String, into checker: inout DocumentChecker) -> [LocatedText] {
        let expectation = "'\(key)' expects a list of \(kind) names"
        guard let items = checker.list(entry.value, expectation, key: entry.key.location) else { return [] }
        var names: [LocatedText] = []
        var firstPlaces: [String: SourceLocation] = [:]
        for item in items {
            guard let scalar = checker.scalar(item, "expected a \(kind) name", key: nil) else { continue }
            let name = LocatedText(text: scalar.string, location: scalar.location)
            if kind == "service", !SwiftIdentifier.isValid(name.text, .upperCamelCase) {
                checker.error(SwiftIdentifier.invalidNameMessage(name.text, kind: "service name", .upperCamelCase), at: name.location)
                continue
            }
            if let first = firstPlaces[name.text] {
                checker.error(
                    "'\(name.text)' is listed twice in '\(key)'", at: name.location,
                    notes: [.note("'\(name.text)' first appears here", at: first)]
                )
                continue
            }
            firstPlaces[name.text] = name.location
            names.append(name)
        }
        return names
    }

    private func readEvents(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [Event] {
        let expectation = "'events' expects a list of events"
        guard let items = checker.list(entry.value, expectation, key: entry.key.location) else { return [] }
        var events: [Event] = []
        var firstPlaces: [String: SourceLocation] = [:]
        for item in items {
            guard let scalar = checker.scalar(item, EventReader.expectation, key: nil),
                  let event = EventReader(text: text).read(scalar, into: &checker)
            else { continue }
            if let first = firstPlaces[event.selector] {
                let hint = event.parameters.isEmpty ? "" : "; events of one name must differ in their argument labels"
                checker.error(
                    "duplicate event '\(event.selector)'\(hint)", at: event.name.location,
                    notes: [.note("'\(event.selector)' first appears here", at: first)]
                )
                continue
            }
            firstPlaces[event.selector] = event.name.location
            events.append(event)
        }
        return events
    }
}
