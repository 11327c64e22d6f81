/// The fixes that change a type's header: `final` before `class`, `AnyObject` in a protocol's clause.
enum DeclarationFixes {
    /// `final_component`: `final` written before the `class` of the class named at `offset`. An `open`
    /// class has no single fix (it cannot be `final` too), so it has none.
    static func finalComponent(at offset: Int, in source: FixSource) -> [TextEdit]? {
        guard let type = source.type(namedAt: offset), type.kind == .class, !type.modifiers.contains(.final),
            !type.modifiers.contains(.open), let name = source.tokenIndex(startingAt: offset),
            let keyword = source.previous(before: name), source.tokens[keyword].keyword == .class
        else { return nil }
        return [.insert("final ", at: source.tokens[keyword].offset)]
    }

    /// `class_bound_rendering`: `: AnyObject` after the name (and primary associated types) of the
    /// protocol named at `offset`, or `, AnyObject` after the last entry of its inheritance clause.
    static func classBoundRendering(at offset: Int, in source: FixSource) -> [TextEdit]? {
        guard let type = source.type(namedAt: offset), type.kind == .protocol, let name = source.tokenIndex(startingAt: offset)
        else { return nil }
        guard let last = type.inheritance.last else {
            let end = primaryAssociatedTypesEnd(after: name, in: source) ?? name
            return [.insert(": AnyObject", at: source.tokens[end].end)]
        }
        guard let lastToken = source.lastToken(of: last) else { return nil }
        return [.insert(", AnyObject", at: source.tokens[lastToken].end)]
    }

    /// The index of the `>` that closes `<Item, Key>` right after a protocol's name, if it has one.
    private static func primaryAssociatedTypesEnd(after name: Int, in source: FixSource) -> Int? {
        guard let open = source.next(after: name), source.text(open) == "<" else { return nil }
        var depth = 0
        var index = open
        while true {
            for byte in source.bytes[source.tokens[index].range] {
                if byte == UInt8(ascii: "<") { depth += 1 }
                if byte == UInt8(ascii: ">") { depth -= 1 }
            }
            if depth <= 0 { return depth == 0 ? index : nil }
            guard let following = source.next(after: index), source.tokens[following].kind != .leftBrace else { return nil }
            index = following
        }
    }
}
