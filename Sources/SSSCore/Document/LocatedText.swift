/// A piece of text from a spec together with where it was written, so later stages (the generator,
/// its file planner) can point at the spec when something goes wrong.
public struct LocatedText: Sendable, CustomStringConvertible {
    public let text: String
    public let location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }

    public var description: String { text }
}
