/// Something that happened, told to an interaction: `didTapMainButton` or
/// `didEnterCode(code: String)`; gives one method on the interaction.
public struct Event: Sendable {
    /// The lowerCamelCase method name; may be a Swift keyword.
    public let name: LocatedText
    /// The parameters in spec order; empty for `didTap` and `didTap()`.
    public let parameters: [Parameter]
    /// Whether the method is `async`: `didRefresh() async`.
    public let isAsync: Bool
    /// The whole event text.
    public let location: SourceLocation

    public init(name: LocatedText, parameters: [Parameter], isAsync: Bool = false, location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.isAsync = isAsync
        self.location = location
    }

    /// The method's full name, which tells overloads apart: `didSelect(row:)`.
    public var selector: String {
        Parameter.selector(name.text, parameters)
    }

    /// The events a view controller reports from its own lifecycle methods, by the method each
    /// comes from.
    public static let lifecycleMethods: [(event: String, method: String)] = [
        ("didLoad", "viewDidLoad"),
        ("willAppear", "viewWillAppear"),
        ("didAppear", "viewDidAppear"),
        ("willDisappear", "viewWillDisappear"),
        ("didDisappear", "viewDidDisappear"),
    ]

    /// Whether the view controller calls this event from a lifecycle method: a parameterless
    /// `didLoad`, `willAppear`, `didAppear`, `willDisappear` or `didDisappear`.
    public var isLifecycle: Bool {
        parameters.isEmpty && Self.lifecycleMethods.contains { $0.event == name.text }
    }
}

/// One parameter of an event or a service requirement, written `name: Type` or `label name: Type`.
public struct Parameter: Sendable {
    /// The argument label when it differs from the name: `at` in `at index: Int`, or `_`. `nil` when
    /// the name is also the label.
    public let label: LocatedText?
    /// The lowerCamelCase parameter name; may be a Swift keyword.
    public let name: LocatedText
    /// The Swift type exactly as written.
    public let type: LocatedText

    public init(label: LocatedText?, name: LocatedText, type: LocatedText) {
        self.label = label
        self.name = name
        self.type = type
    }

    /// The argument label a call writes: the label, or the name when there is none.
    public var argumentLabel: String {
        (label ?? name).text
    }

    /// `name(label:label:)`, Swift's way of naming a method by its argument labels.
    static func selector(_ name: String, _ parameters: [Parameter]) -> String {
        name + "(" + parameters.map { $0.argumentLabel + ":" }.joined() + ")"
    }
}
