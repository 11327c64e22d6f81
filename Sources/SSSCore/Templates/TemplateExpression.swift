/// A reference to a value with the helpers applied to it, as in `{{ renderable.name | lowerFirst }}`.
struct TemplateExpression: Sendable {
    /// One name of a dotted path, with the byte offset where the template spells it.
    struct Segment: Sendable {
        let name: String
        let offset: Int
    }

    /// One helper after a `|`, with the byte offset of its name.
    struct HelperUse: Sendable {
        let helper: TemplateHelper
        let offset: Int
    }

    /// The path's names, outermost first; a loop variable such as `@index` is a path of one name.
    let segments: [Segment]
    let helpers: [HelperUse]

    /// The path as written: `renderable.name`.
    var path: String {
        segments.map(\.name).joined(separator: ".")
    }

    /// The byte offset where the path starts.
    var offset: Int {
        segments.first?.offset ?? 0
    }

    /// The path's length in bytes.
    var length: Int {
        path.utf8.count
    }
}
