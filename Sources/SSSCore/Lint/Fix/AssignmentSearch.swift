/// Finds, by name, the places in a codebase that may change a property: an assignment (`name = …`,
/// `x.name += …`, `x.name[i] = …`), an `inout` use (`&x.name`), or a method called on it (which may be
/// `mutating`). Names are compared, not types, so the search errs towards finding a change.
struct AssignmentSearch {
    let sources: [FixSource]

    /// Whether some place other than the declaration at `declaredAt` may change a property called `name`.
    /// Assignments through `self` or the bare name inside an initializer of the type or an extension
    /// indexed as `key` are allowed: a `let` may be given its value there.
    func isAssigned(_ name: String, outsideInitializersOf key: String, declaredAt: (path: String, offset: Int)) -> Bool {
        let spelled = Array(name.utf8)
        for source in sources {
            let initializers = source.types.filter { CodebaseIndex.key(of: $0) == key }
                .flatMap(\.functions).filter { $0.kind == .initializer }.compactMap(\.body)
            for index in source.tokens.indices where source.tokens[index].kind == .identifier {
                guard source.bytes[source.tokens[index].range].elementsEqual(spelled),
                    source.path != declaredAt.path || source.tokens[index].offset != declaredAt.offset,
                    changes(at: index, in: source)
                else { continue }
                let start = chainStart(of: index, in: source)
                let throughSelf = start == index || source.text(start) == "self"
                if throughSelf, initializers.contains(where: { $0.contains(index) }) { continue }
                return true
            }
        }
        return false
    }

    /// Whether the use of a name at `index` may change it: what follows it, through member accesses,
    /// subscripts and optional chaining, is an assignment or a call, or `&` comes before it.
    private func changes(at index: Int, in source: FixSource) -> Bool {
        if let before = source.previous(before: chainStart(of: index, in: source)), source.text(before) == "&" { return true }
        var position = index
        while let next = source.next(after: position) {
            let token = source.tokens[next]
            switch token.kind {
            case .equal:
                return true
            case .operator:
                let text = source.text(next)
                return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
            case .period:
                guard let member = source.next(after: next), source.tokens[member].kind == .identifier else { return false }
                if let call = source.next(after: member), source.tokens[call].kind == .leftParen { return true }
                position = member
            case .leftBracket:
                guard let close = closing(next, in: source) else { return false }
                position = close
            case .postfixQuestion, .postfixExclamation:
                position = next
            default:
                return false
            }
        }
        return false
    }

    /// The first token of the member chain that ends with the name at `index` (`self` in `self.a.name`).
    private func chainStart(of index: Int, in source: FixSource) -> Int {
        var start = index
        while let period = source.previous(before: start), source.tokens[period].kind == .period,
            let owner = source.previous(before: period),
            source.tokens[owner].kind == .identifier || source.tokens[owner].keyword == .self
        {
            start = owner
        }
        return start
    }

    /// The `]` closing the `[` at `open`.
    private func closing(_ open: Int, in source: FixSource) -> Int? {
        var depth = 0
        for index in open..<source.tokens.count {
            switch source.tokens[index].kind {
            case .leftBracket: depth += 1
            case .rightBracket:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
