extension DeclarationScanner {
    /// A keyword or name at declaration level: a declaration, a modifier, a statement of top-level code,
    /// or part of an expression, which is skipped.
    mutating func readWord(_ token: Token, prefix: inout DeclarationPrefix) {
        switch token.keyword {
        case .class where token.kind == .keyword:
            if input.isClassModifier(at: index) {
                readModifier(.class, setter: nil, into: &prefix)
            } else {
                readType(.class, prefix: &prefix)
            }
        case .struct where token.kind == .keyword: readType(.struct, prefix: &prefix)
        case .enum where token.kind == .keyword: readType(.enum, prefix: &prefix)
        case .protocol where token.kind == .keyword: readType(.protocol, prefix: &prefix)
        case .extension where token.kind == .keyword: readType(.extension, prefix: &prefix)
        case .actor where input.significant(after: index)?.token.kind == .identifier:
            readType(.actor, prefix: &prefix)
        case .func where token.kind == .keyword: readFunction(.function, prefix: &prefix)
        case .`init` where token.kind == .keyword: readFunction(.initializer, prefix: &prefix)
        case .deinit where token.kind == .keyword: readFunction(.deinitializer, prefix: &prefix)
        case .subscript where token.kind == .keyword: readFunction(.subscript, prefix: &prefix)
        case .macro where input.significant(after: index)?.token.kind == .identifier:
            readFunction(.macro, prefix: &prefix)
        case .var, .let:
            readVariable(prefix: &prefix)
        case .case:
            readEnumCase(prefix: &prefix)
        case .typealias, .associatedtype:
            readTypeAlias(prefix: &prefix)
        case .import:
            readImport(prefix: &prefix)
        case .if, .guard, .while, .for, .switch, .repeat, .do, .defer, .catch:
            skipStatement()
            prefix.reset()
        default:
            if token.kind == .identifier, token.flags.contains(.backticked) {
                take()
                prefix.reset()
            } else if let (modifier, setter) = Modifiers.named(token.keyword), input.isModifier(at: index) {
                readModifier(modifier, setter: setter, into: &prefix)
            } else if token.kind == .identifier, input.isUnknownModifier(at: index) {
                prefix.start = prefix.start ?? token.offset
                take()
            } else {
                take()
                prefix.reset()
            }
        }
    }

    /// A name token: an identifier (backticked or not).
    mutating func takeName() -> Int? {
        guard let token = peek(), token.kind == .identifier else { return nil }
        return take()
    }
}

extension ScannerInput {
    /// Whether the plain word at `position` is followed, on the same line, by a declaration keyword or
    /// modifier, as modifiers the scanner does not know (`__consuming`) are.
    fileprivate func isUnknownModifier(at position: Int) -> Bool {
        guard !tokens[position].flags.contains(.backticked), position + 1 < tokens.count,
            let next = significant(after: position)
        else { return false }
        for between in (position + 1)..<next.index where tokens[between].flags.contains(.containsNewline) {
            return false
        }
        return startsDeclaration(next.token, at: next.index)
    }
}
