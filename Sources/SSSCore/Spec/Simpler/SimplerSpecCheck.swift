/// The checks of a SIMPLER spec that look across its parts: what interfaces show and send and what
/// resources send is declared, and events and fields do not share names. Names the generator adds
/// (for destinations) are checked with the other generated names, when the specs are planned.
struct SimplerSpecCheck {
    let parts: SimplerSpec.Parts
    let root: DocumentMapping
    /// The feature's name, when it could be read.
    let feature: String?

    /// Interface names that would give a type or a file the feature already has: `CounterStore`.
    static let reservedInterfaceNames = ["Scene", "Model", "Event", "Logic", "Store"]

    func check(into checker: inout DocumentChecker) {
        let fields = declared("model") { entry in [entry.key.name] }
        let events = declared("events") { _ in [] } + eventNames()
        for interface in parts.interfaces {
            if Self.reservedInterfaceNames.contains(interface.name.text) {
                let generated = (feature ?? "") + interface.name.text
                checker.error(
                    "interface '\(interface.name.text)' would be called \(generated), the name of the feature's \(interface.name.text.lowercased()); choose another name, such as 'Display' or 'Controls'",
                    at: interface.name.location
                )
            }
            for field in interface.shows where !fields.contains(field.text) {
                checker.error("unknown field '\(field.text)'\(hint(for: field.text, in: fields, section: "model"))", at: field.location)
            }
            for event in interface.sends where !events.contains(event.text) {
                checker.error("unknown event '\(event.text)'\(hint(for: event.text, in: events, section: "events"))", at: event.location)
            }
        }
        for resource in parts.resources {
            if resource.name.text == "Model" {
                checker.error("resource 'Model' would be the store's 'model' property, which holds the model; choose another name", at: resource.name.location)
            }
            guard let sends = resource.sends else { continue }
            guard let event = parts.events.first(where: { $0.name.text == sends.text }) else {
                if !events.contains(sends.text) {
                    checker.error("unknown event '\(sends.text)'\(hint(for: sends.text, in: events, section: "events"))", at: sends.location)
                }
                continue
            }
            checkStream(of: resource, sending: event, at: sends, into: &checker)
        }
        checkEventNames(into: &checker)
    }

    /// A resource that sends an event needs a stream whose values the event carries.
    private func checkStream(of resource: Resource, sending event: Event, at place: LocatedText, into checker: inout DocumentChecker) {
        let name = resource.name.text
        guard let stream = resource.stream, let element = Resource.streamElement(of: stream) else {
            checker.error(
                "resource '\(name)' sends '\(event.name.text)' but provides no stream to send it from; list a requirement without parameters that returns 'AsyncStream<…>', such as 'updates() -> AsyncStream<Date>'",
                at: place.location
            )
            return
        }
        guard event.parameters.count == 1, let value = event.parameters.first else {
            checker.error(
                "event '\(event.name.text)' must carry one value, each '\(element)' of '\(stream.selector)', to be sent by resource '\(name)'; write it as '\(event.name.text)(value: \(element))'",
                at: place.location, notes: [.note("'\(event.name.text)' is declared here", at: event.name.location)]
            )
            return
        }
        let type = SwiftTypeSpelling.normalized(value.type.text)
        if type != element {
            checker.error(
                "resource '\(name)' sends each '\(element)' of '\(stream.selector)' as '\(event.name.text)', whose value is a '\(type)'; make the two types the same",
                at: place.location, notes: [.note("'\(event.name.text)' is declared here", at: event.name.location)]
            )
        }
    }

    /// An event may not share its name with a field: its logic function would clash with the field.
    private func checkEventNames(into checker: inout DocumentChecker) {
        let fields = Dictionary(parts.model.map { ($0.name.text, $0.name.location) }, uniquingKeysWith: { first, _ in first })
        for event in parts.events {
            guard let field = fields[event.name.text] else { continue }
            checker.error(
                "event '\(event.name.text)' has the name of a model field, and its logic function would clash with the field; choose another name, such as 'set\(event.name.text.prefix(1).uppercased() + event.name.text.dropFirst())'",
                at: event.name.location, notes: [.note("field '\(event.name.text)' is declared here", at: field)]
            )
        }
    }

    /// The names under the top-level key `section`, valid or not, so that a misspelt declaration is
    /// reported once rather than again at each use.
    private func declared(_ section: String, names: (DocumentEntry) -> [String]) -> [String] {
        guard let entry = root[section], case .mapping(let mapping) = entry.value else { return [] }
        return (mapping.entries + mapping.duplicates).flatMap(names)
    }

    /// The names of the `events` items, valid or not: the text before `(` or the end.
    private func eventNames() -> [String] {
        guard let entry = root["events"] else { return [] }
        var items: [String] = []
        switch entry.value {
        case .sequence(let sequence):
            items = sequence.items.compactMap { if case .scalar(let scalar) = $0 { scalar.string } else { nil } }
        case .scalar(let scalar) where scalar.isFlowList:
            items = ((try? scalar.flowListElements()) ?? []).map(\.string)
        default:
            break
        }
        return items.map { item in
            let name = item.prefix { $0 != "(" && $0 != " " }
            return String(name)
        }
    }

    private func hint(for name: String, in declared: [String], section: String) -> String {
        declared.isEmpty ? "; declare it under '\(section)'" : Suggestion.hint(for: name, in: declared.sorted())
    }
}
