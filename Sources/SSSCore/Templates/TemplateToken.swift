/// The kinds of section a template can open with `{{#keyword value}}`.
enum SectionKind: String, Sendable, CaseIterable {
    case each
    case `if`
    case unless
}

/// A piece of template source: literal text or one `{{ … }}` tag, located by byte offsets.
enum TemplateToken: Sendable {
    case text(Range<Int>)
    case tag(TemplateTag)
}

/// One `{{ … }}` tag and what it asks for.
struct TemplateTag: Sendable {
    enum Kind: Sendable {
        /// `{{ value }}`: insert a value.
        case insert(TemplateExpression)
        /// `{{#keyword value}}`; `section` is `nil` for an unknown keyword and `expression` for a
        /// value that could not be read (both already reported).
        case open(keyword: String, section: SectionKind?, expression: TemplateExpression?)
        /// `{{/keyword}}`.
        case close(keyword: String)
        /// `{{else}}`.
        case otherwise
        /// `{{! … }}`.
        case comment
        /// A tag that could not be read; its error is already reported.
        case invalid
    }

    let kind: Kind
    /// From the first byte of `{{` to just past `}}`.
    let range: Range<Int>

    /// Whether a line holding only tags like this one (and blanks) is dropped from the output.
    var vanishesOnItsOwnLine: Bool {
        switch kind {
        case .open, .close, .otherwise, .comment: true
        case .insert, .invalid: false
        }
    }

    /// How the tag reads in messages: `'{{#each}}'`, `'{{/if}}'`, `'{{else}}'`.
    var quotedName: String {
        switch kind {
        case .open(let keyword, _, _): "'{{#\(keyword)}}'"
        case .close(let keyword): "'{{/\(keyword)}}'"
        case .otherwise: "'{{else}}'"
        case .insert, .comment, .invalid: "tag"
        }
    }
}
