/// Reads a SIMPLER spec into a ``SimplerSpec``, given the top-level mapping by ``SpecReader``,
/// which has already checked the keys.
struct SimplerSpecReader {
    /// The spec whose top level is `root`, or `nil` when a required part is missing.
    func read(_ root: DocumentMapping, in file: SourceFile, into checker: inout DocumentChecker) -> SimplerSpec? {
        let text = SourceText(file: file)
        let start = SourceLocation(file: file, offset: root.location.offset, length: 0)
        let name = FeatureSpecReader.readName(root["feature"], missingAt: start, into: &checker)
        var parts = SimplerSpec.Parts()
        parts.model = root["model"].map { ModelReader(text: text).read($0, into: &checker) } ?? []
        parts.events = root["events"].map { readEvents($0, text: text, into: &checker) } ?? []
        if let entry = root["interfaces"] {
            parts.interfaces = InterfacesReader().read(entry, into: &checker)
        } else {
            checker.error("missing required key 'interfaces'; a scene needs at least one interface, such as a display or controls", at: start)
        }
        parts.resources = root["resources"].map { ResourcesReader(text: text).read($0, into: &checker) } ?? []
        parts.destinations = root["navigation"].map { SceneNavigationReader().read($0, into: &checker) } ?? []
        SimplerSpecCheck(parts: parts, root: root, feature: name?.text).check(into: &checker)
        guard let name else { return nil }
        return SimplerSpec(file: file, name: name, parts: parts)
    }

    /// The events of `events:`: enum cases, so each has a name of its own, and its values are written
    /// `name: Type`.
    private func readEvents(_ entry: DocumentEntry, text: SourceText, into checker: inout DocumentChecker) -> [Event] {
        guard let items = checker.list(entry.value, "'events' expects a list of events", key: entry.key.location) else { return [] }
        let reader = EventReader(text: text, receiver: "store")
        var events: [Event] = []
        var firstPlaces: [String: SourceLocation] = [:]
        for item in items {
            guard let scalar = checker.scalar(item, "expected an event such as 'increaseCount' or 'setCount(value: Int)'", key: nil),
                  let event = reader.read(scalar, into: &checker)
            else { continue }
            var isValid = true
            if event.isAsync {
                checker.error("an event is a value and cannot be 'async'; a resource does the work that takes time, and sends an event when it is done", at: event.location)
                isValid = false
            }
            for label in event.parameters.compactMap(\.label) {
                checker.error("an event's value is written 'name: Type', as the enum case declares it; remove '\(label.text)'", at: label.location)
                isValid = false
            }
            if let first = firstPlaces[event.name.text] {
                checker.error(
                    "duplicate event '\(event.name.text)'; each event is an enum case, so each needs a name of its own", at: event.name.location,
                    notes: [.note("'\(event.name.text)' first appears here", at: first)]
                )
                continue
            }
            firstPlaces[event.name.text] = event.name.location
            if isValid { events.append(event) }
        }
        return events
    }
}
