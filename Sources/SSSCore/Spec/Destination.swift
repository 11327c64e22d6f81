/// A feature this feature can show next; gives `present<Name>Interface(…)` on the Navigation,
/// which uses the destination's Assembler.
public struct Destination: Sendable {
    /// The destination feature's UpperCamelCase name, such as `Settings`.
    public let name: LocatedText
    /// What the destination is opened with, as in `ProductDetail(product: Product)`; it must match
    /// the destination's `input:`. Empty when the entry has no parentheses.
    public let arguments: [Input]
    public let style: PresentationStyle
    /// Where the style was written.
    public let styleLocation: SourceLocation

    public init(name: LocatedText, arguments: [Input] = [], style: PresentationStyle, styleLocation: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.style = style
        self.styleLocation = styleLocation
    }
}

/// How a destination appears.
public enum PresentationStyle: String, Sendable, CaseIterable {
    /// Pushed onto the current navigation controller.
    case push
    /// Wrapped in a new navigation controller and presented over the current screen.
    case modal
}
