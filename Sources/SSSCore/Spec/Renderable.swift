/// Data a view shows, such as a banner's message; gives `NRenderable`, `NRendering` and `NView`.
public struct Renderable: Sendable {
    /// The UpperCamelCase name, such as `Banner`.
    public let name: LocatedText
    /// The fields in spec order; there is always at least one.
    public let fields: [Field]

    public init(name: LocatedText, fields: [Field]) {
        self.name = name
        self.fields = fields
    }
}

/// One stored property of a renderable.
public struct Field: Sendable {
    /// The lowerCamelCase name; may be a Swift keyword (see ``SwiftIdentifier/needsBackticks(_:)``).
    public let name: LocatedText
    /// The Swift type exactly as written, such as `[String: Int]` or `Result<Int, Error>?`.
    public let type: LocatedText

    public init(name: LocatedText, type: LocatedText) {
        self.name = name
        self.type = type
    }
}
