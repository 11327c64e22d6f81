/// The values a template can name while it renders: the context, then one scope per `each` element.
///
/// A name is looked up in the innermost scope first, then in the scopes around it. An index from
/// each name to the scopes that define it makes a lookup cost the same however deeply loops nest;
/// entering and leaving a scope costs one step per name it defines.
struct TemplateScopes {
    /// The element an `each` is at.
    struct Iteration {
        let elements: [TemplateValue]
        let index: Int
    }

    private struct Scope {
        let value: TemplateValue
        let iteration: Iteration?
    }

    private let file: SourceFile
    private var scopes: [Scope] = []
    /// For each name, the positions in `scopes` of the scopes that define it, innermost last.
    private var definitions: [String: [Int]] = [:]

    init(context: TemplateValue, file: SourceFile) {
        self.file = file
        push(Scope(value: context, iteration: nil))
    }

    /// The innermost iteration, if rendering is inside an `each` body.
    var innermostIteration: Iteration? {
        scopes.last?.iteration
    }

    mutating func enter(_ iteration: Iteration) {
        guard iteration.elements.indices.contains(iteration.index) else { return }
        push(Scope(value: iteration.elements[iteration.index], iteration: iteration))
    }

    mutating func leaveIteration() {
        guard scopes.count > 1, let scope = scopes.popLast() else { return }
        if case .object(let members) = scope.value {
            for name in members.keys {
                _ = definitions[name]?.popLast()
            }
        }
    }

    private mutating func push(_ scope: Scope) {
        if case .object(let members) = scope.value {
            for name in members.keys {
                definitions[name, default: []].append(scopes.count)
            }
        }
        scopes.append(scope)
    }

    /// The value `expression`'s path names, before helpers.
    func resolve(_ expression: TemplateExpression) throws(DiagnosticError) -> TemplateValue {
        guard let first = expression.segments.first else { return .string("") }
        var value = try resolve(first)
        var path = first.name
        for segment in expression.segments.dropFirst() {
            guard case .object(let members) = value else {
                throw error("cannot look up '\(segment.name)' in '\(path)', which is \(value.kindDescription)", at: segment)
            }
            guard let member = members[segment.name] else {
                let hint = Suggestion.hint(for: segment.name, in: members.keys.sorted())
                throw error("'\(path)' has no key '\(segment.name)'\(hint)", at: segment)
            }
            value = member
            path += "." + segment.name
        }
        return value
    }

    private func resolve(_ segment: TemplateExpression.Segment) throws(DiagnosticError) -> TemplateValue {
        if segment.name.hasPrefix("@") {
            guard let iteration = scopes.last(where: { $0.iteration != nil })?.iteration else {
                throw error("'\(segment.name)' is only available inside '{{#each}}'", at: segment)
            }
            switch segment.name {
            case "@index": return .string(String(iteration.index))
            case "@first": return .bool(iteration.index == 0)
            default: return .bool(iteration.index == iteration.elements.count - 1)
            }
        }
        if let position = definitions[segment.name]?.last, scopes.indices.contains(position),
           case .object(let members) = scopes[position].value, let value = members[segment.name] {
            return value
        }
        let hint = Suggestion.hint(for: segment.name, in: namesInScope())
        throw error("unknown variable '\(segment.name)'\(hint)", at: segment)
    }

    /// Every name a lookup could find, innermost scope first.
    private func namesInScope() -> [String] {
        var names: [String] = []
        for scope in scopes.reversed() {
            if case .object(let members) = scope.value {
                names += members.keys.sorted()
            }
        }
        if scopes.contains(where: { $0.iteration != nil }) {
            names += TemplateTagParser.loopVariables
        }
        return names
    }

    private func error(_ message: String, at segment: TemplateExpression.Segment) -> DiagnosticError {
        DiagnosticError(.error(message, at: SourceLocation(file: file, offset: segment.offset, length: segment.name.utf8.count)))
    }
}
