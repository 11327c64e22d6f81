/// Something that happened, told to an interaction: `didTapMainButton` or
/// `didEnterCode(code: String)`; gives one method on the interaction.
public struct Event: Sendable {
    /// The lowerCamelCase method name; may be a Swift keyword.
    public let name: LocatedText
    /// The parameters in spec order; empty for `didTap` and `didTap()`.
    public let parameters: [Parameter]
    /// The whole event text.
    public let location: SourceLocation

    public init(name: LocatedText, parameters: [Parameter], location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.location = location
    }
}

/// One parameter of an event, written `name: Type` or `label name: Type`.
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
}
