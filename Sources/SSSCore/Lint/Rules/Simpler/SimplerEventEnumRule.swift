/// Events are enums: one case per thing that can happen, with the values it carries.
package struct SimplerEventEnumRule: FileRule {
    package static let description = RuleDescription(
        identifier: "simpler_event_enum",
        name: "SIMPLER Event Enum",
        defaultSeverity: .error,
        architectures: [.simpler],
        summary: "A type named as an Event must be an enum, not a struct, class or actor.",
        rationale: """
            An event is a message: a kind of thing that happened, with the values that describe it. An enum \
            says exactly that, one case per kind, and lets the pipe's `switch` prove that it answers every \
            kind. A struct or class with optional fields, or a hierarchy of event classes, lets a message \
            mean several things at once or nothing at all, and the compiler can no longer tell when a new \
            event is left unhandled.
            """,
        fix: "Declare the type as an `enum` with a case per event, putting each event's values in its associated values: `case setCount(value: Int)`.",
        topic: "simpler",
        triggeringExamples: [
            RuleExample("struct ↓CounterEvent {\n    let name: String\n    let value: Int?\n}"),
            RuleExample("final class ↓LoginEvent {}"),
            RuleExample("actor ↓SyncEvent {}"),
            RuleExample("enum Counter {\n    struct ↓Event {}\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("enum CounterEvent {\n    case increaseCount\n    case setCount(value: Int)\n}"),
            RuleExample("enum Event {\n    case increaseCount\n    case decreaseCount\n}"),
            RuleExample("extension CounterEvent: Equatable {}"),
            RuleExample("protocol AnalyticsEvent {}"),
            RuleExample("struct EventLog {}"),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead { .none }

    package func check(_ file: LintedFile) -> [Violation] {
        file.types.compactMap { type in
            guard [.struct, .class, .actor].contains(type.kind), settings.role(of: type.name) == .event else { return nil }
            return Violation(
                offset: type.nameOffset,
                reason: "Event '\(type.name)' is \(type.kind == .actor ? "an actor" : "a \(type.kind.rawValue)"); declare it as an enum with a case per event",
                declarationPath: DeclarationPath.of(type),
                role: .event
            )
        }
    }
}
