/// One SIMPLER feature (SwiftUI) as its spec describes it: the model the scene holds, the events
/// that change it, the interfaces that show it and send events, the resources that talk back
/// through the pipe, and the scenes it presents.
///
/// A spec that reads without errors is consistent: names are valid and unique, every field an
/// interface shows and every event it or a resource sends is declared, and no generated name
/// clashes with another inside the feature.
public struct SimplerSpec: Sendable {
    /// The file the spec was read from.
    public let file: SourceFile
    /// The feature's UpperCamelCase name, such as `Counter`.
    public let name: LocatedText
    /// The model's fields in spec order; may be empty.
    public let model: [ModelField]
    /// The events in spec order; may be empty.
    public let events: [Event]
    /// The interfaces in spec order; there is always at least one.
    public let interfaces: [Interface]
    /// The resources in spec order.
    public let resources: [Resource]
    /// The scenes this one presents, in spec order.
    public let destinations: [SceneDestination]

    /// Every part of a spec; see the properties for what each holds.
    public struct Parts: Sendable {
        public var model: [ModelField] = []
        public var events: [Event] = []
        public var interfaces: [Interface] = []
        public var resources: [Resource] = []
        public var destinations: [SceneDestination] = []

        public init() {}
    }

    public init(file: SourceFile, name: LocatedText, parts: Parts) {
        self.file = file
        self.name = name
        model = parts.model
        events = parts.events
        interfaces = parts.interfaces
        resources = parts.resources
        destinations = parts.destinations
    }
}

/// One stored property of the model: `count: Int = 0`.
public struct ModelField: Sendable {
    /// The lowerCamelCase name; may be a Swift keyword.
    public let name: LocatedText
    /// The Swift type exactly as written.
    public let type: LocatedText
    /// The value the model starts with, a literal as written (`0`, `"Hello"`, `[]`, `.idle`); `nil`
    /// for an optional field written without one, which starts as `nil`.
    public let initialValue: LocatedText?

    public init(name: LocatedText, type: LocatedText, initialValue: LocatedText?) {
        self.name = name
        self.type = type
        self.initialValue = initialValue
    }
}

/// A view of the scene, written under `interfaces:`: what it shows and which events it sends.
public struct Interface: Sendable {
    /// The UpperCamelCase name; the view is called after the feature and this name: `CounterDisplay`.
    public let name: LocatedText
    /// Model fields the view shows, in spec order.
    public let shows: [LocatedText]
    /// Events the view's controls send, in spec order.
    public let sends: [LocatedText]

    public init(name: LocatedText, shows: [LocatedText], sends: [LocatedText]) {
        self.name = name
        self.shows = shows
        self.sends = sends
    }
}

/// A service with a loop of its own, written under `resources:`: what it provides and the event
/// each value of its stream becomes.
public struct Resource: Sendable {
    /// The UpperCamelCase name; gives `NameResource` and `LiveNameResource`.
    public let name: LocatedText
    /// The requirements, as Swift signatures without `func`; there is always at least one.
    public let requirements: [Requirement]
    /// The event each value of the resource's stream is sent as; `nil` when the resource only
    /// answers calls.
    public let sends: LocatedText?

    public init(name: LocatedText, requirements: [Requirement], sends: LocatedText?) {
        self.name = name
        self.requirements = requirements
        self.sends = sends
    }

    /// The requirement whose values become ``sends``: the first without parameters that returns an
    /// `AsyncStream` and does not throw.
    public var stream: Requirement? {
        requirements.first { requirement in
            requirement.parameters.isEmpty && !requirement.isThrowing && Self.streamElement(of: requirement) != nil
        }
    }

    /// `T` for a requirement that returns `AsyncStream<T>`, as written.
    public static func streamElement(of requirement: Requirement) -> String? {
        guard let result = requirement.returnType.map({ SwiftTypeSpelling.normalized($0.text) }),
              result.hasPrefix("AsyncStream<"), result.hasSuffix(">")
        else { return nil }
        return String(result.dropFirst("AsyncStream<".count).dropLast())
    }
}

/// A scene this one presents, written under `navigation:` as `Name: sheet` or `Name: push`.
public struct SceneDestination: Sendable {
    /// The destination feature's name; its scene is `NameScene`.
    public let name: LocatedText
    public let style: ScenePresentation

    public init(name: LocatedText, style: ScenePresentation) {
        self.name = name
        self.style = style
    }
}

/// How a SIMPLER destination appears.
public enum ScenePresentation: String, Sendable, CaseIterable {
    /// In a sheet over the scene, in a navigation stack of its own.
    case sheet
    /// Pushed onto the navigation stack the scene is in.
    case push
}
