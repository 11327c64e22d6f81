/// Decides whether a protocol can only be adopted by classes, following what it inherits through the
/// codebase index.
///
/// The answer is `.unknown` when the protocol inherits something the index does not declare and that
/// is not a well-known protocol, so rules stay silent rather than guess.
package struct ClassBoundness: Sendable {
    /// Whether the protocol is class-bound, or `unknown` when the index cannot tell.
    package enum Answer: Sendable, Equatable {
        case classBound
        case notClassBound
        case unknown
    }

    /// Standard-library and Foundation protocols that do not make a protocol class-bound.
    package static let valueFriendlyProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable",
        "Error", "Sequence", "Collection",
    ]
    /// Well-known protocols that are class-bound themselves.
    package static let classBoundProtocols: Set<String> = ["AnyObject", "NSObjectProtocol", "Actor"]

    private let index: CodebaseIndex

    package init(index: CodebaseIndex) {
        self.index = index
    }

    /// Whether the protocol called `name` is class-bound.
    package func answer(for name: String) -> Answer {
        var visited: Set<String> = []
        return answer(for: name, visited: &visited)
    }

    private func answer(for name: String, visited: inout Set<String>) -> Answer {
        if Self.classBoundProtocols.contains(name) { return .classBound }
        if Self.valueFriendlyProtocols.contains(name) { return .notClassBound }
        guard visited.insert(name).inserted else { return .notClassBound }
        if index.declaresClass(named: name) { return .classBound }
        let declarations = index.protocols(named: name)
        guard !declarations.isEmpty else { return .unknown }
        var result = Answer.notClassBound
        for declaration in declarations {
            if declaration.isDirectlyClassBound { return .classBound }
            for inherited in declaration.inherits {
                let simple = inherited.split(separator: ".").last.map(String.init) ?? inherited
                switch answer(for: simple, visited: &visited) {
                case .classBound: return .classBound
                case .unknown: result = .unknown
                case .notClassBound: break
                }
            }
        }
        return result
    }
}

extension ClassBoundness {
    /// The protocols among `types` that `isChecked` picks by name and that are not class-bound; those
    /// the index cannot tell about are left out.
    package func protocolsNotClassBound(in types: [TypeDeclaration], where isChecked: (String) -> Bool) -> [TypeDeclaration] {
        types.filter { $0.kind == .protocol && isChecked($0.name) && answer(for: $0.name) == .notClassBound }
    }
}
