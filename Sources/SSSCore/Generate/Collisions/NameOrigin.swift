/// Where a generated name comes from: a name written in a spec, or the generated code itself.
enum NameOrigin: Sendable {
    /// A name in a spec: `kind` says what it names (`renderable`, `event`, …).
    case spec(kind: String, name: LocatedText)
    /// A name the generated code (or a framework it uses) already takes; `clause` completes
    /// "which …", as in "which UIView declares already".
    case fixed(clause: String)

    static func renderable(_ name: LocatedText) -> NameOrigin { .spec(kind: "renderable", name: name) }
    static func interaction(_ name: LocatedText) -> NameOrigin { .spec(kind: "interaction", name: name) }
    static func event(_ name: LocatedText) -> NameOrigin { .spec(kind: "event", name: name) }
    static func field(_ name: LocatedText) -> NameOrigin { .spec(kind: "field", name: name) }
    static func destination(_ name: LocatedText) -> NameOrigin { .spec(kind: "destination", name: name) }
    static func feature(_ name: LocatedText) -> NameOrigin { .spec(kind: "feature", name: name) }
    static func service(_ name: LocatedText) -> NameOrigin { .spec(kind: "service", name: name) }
    static func input(_ name: LocatedText) -> NameOrigin { .spec(kind: "input", name: name) }
    static func argument(_ name: LocatedText) -> NameOrigin { .spec(kind: "argument", name: name) }

    /// Fixed names of the generated code inside one of its types.
    static let generatedMember = NameOrigin.fixed(clause: "the generated code uses there already")

    /// `renderable 'Banner'`.
    var phrase: String {
        switch self {
        case .spec(let kind, let name): "\(kind) '\(name.text)'"
        case .fixed: "the generated code"
        }
    }

    var location: SourceLocation? {
        switch self {
        case .spec(_, let name): name.location
        case .fixed: nil
        }
    }
}
