/// The fixes that change a stored property's declaration: `weak` for a view held strongly, `let` for a
/// Renderable's `var`.
enum PropertyFixes {
    /// Attributes a `weak` property may keep; any other (a property wrapper) leaves no single fix.
    private static let attributesWeakAllows: Set<String> = ["IBOutlet", "objc", "nonobjc", "MainActor", "available"]

    /// `weak_rendering`: `weak var` for the property named at `offset`, its type made implicitly
    /// unwrapped when it is not optional (`NavigationControlling!`), so code that uses it reads the same.
    /// Every binding of its declaration must be a finding being fixed (`weak` covers them all), listed in
    /// `flagged` by name offset.
    static func weakRendering(at offset: Int, in source: FixSource, flagged: Set<Int>) -> [TextEdit]? {
        guard let found = source.property(namedAt: offset), found.bindings.allSatisfy({ flagged.contains($0.nameOffset) }),
            !found.variable.modifiers.contains(.lazy),
            found.variable.attributes.allSatisfy({ attributesWeakAllows.contains($0.name) }),
            let keyword = keyword(of: found.variable, in: source)
        else { return nil }
        var edits: [TextEdit] = found.variable.isLet
            ? [TextEdit(range: source.tokens[keyword].range, replacement: "weak var")]
            : [.insert("weak ", at: source.tokens[keyword].offset)]
        for binding in found.bindings {
            guard let type = binding.type else { return nil }
            // A binding that shares the next one's annotation has none of its own to change.
            guard type.offset > binding.nameOffset else { continue }
            guard let last = source.lastToken(of: type) else { return nil }
            edits += optional(type, endingAt: source.tokens[last].end)
        }
        return edits
    }

    /// Nothing when `type` is optional already; otherwise `!` after it, around parentheses when it is
    /// not a plain name (`(any StatusRendering & Sendable)!`).
    private static func optional(_ type: TypeReference, endingAt end: Int) -> [TextEdit] {
        let text = type.text
        if text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<") || text.hasPrefix("Swift.Optional<") {
            return []
        }
        let isPlain = text.utf8.allSatisfy { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "&") }
        return isPlain ? [.insert("!", at: end)] : [.insert("(", at: type.offset), .insert(")!", at: end)]
    }

    /// `immutable_renderable`: `let` for the stored `var` named at `offset`, its `private(set)` dropped,
    /// when `assignments` finds nothing in the codebase that assigns it. A property with an initial
    /// value (a `let` would leave the memberwise initializer), observers, `lazy` or other bindings has
    /// no single fix.
    static func immutableRenderable(at offset: Int, in source: FixSource, assignments: AssignmentSearch) -> [TextEdit]? {
        guard let found = source.property(namedAt: offset), found.bindings.count == 1, !found.variable.isLet,
            found.variable.storage == .stored, found.variable.accessors == nil, !found.variable.hasInitialValue,
            !found.variable.modifiers.contains(.lazy), found.variable.attributes.isEmpty,
            let keyword = keyword(of: found.variable, in: source),
            !assignments.isAssigned(found.variable.name, outsideInitializersOf: CodebaseIndex.key(of: found.owner), declaredAt: (source.path, offset))
        else { return nil }
        return [TextEdit(range: source.tokens[keyword].range, replacement: "let")] + setterAccessRemoved(before: keyword, in: source)
    }

    /// The `var` or `let` of the declaration `variable` belongs to.
    private static func keyword(of variable: VariableDeclaration, in source: FixSource) -> Int? {
        guard let name = source.tokenIndex(startingAt: variable.nameOffset) else { return nil }
        var index = name
        while let previous = source.previous(before: index), source.tokens[previous].offset >= variable.offset {
            if source.tokens[previous].keyword == .var || source.tokens[previous].keyword == .let { return previous }
            index = previous
        }
        return nil
    }

    /// Edits removing `private(set)` and the like, and the blank after each, before the `var` at `keyword`.
    private static func setterAccessRemoved(before keyword: Int, in source: FixSource) -> [TextEdit] {
        var edits: [TextEdit] = []
        var index = keyword
        while let close = source.previous(before: index), source.tokens[close].kind == .rightParen,
            let set = source.previous(before: close), source.text(set) == "set",
            let open = source.previous(before: set), source.tokens[open].kind == .leftParen,
            let access = source.previous(before: open)
        {
            edits.append(TextEdit(range: source.tokens[access].offset..<source.tokens[index].offset, replacement: ""))
            index = access
        }
        return edits
    }
}
