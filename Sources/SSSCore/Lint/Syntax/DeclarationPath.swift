/// Names a declaration by its enclosing types and its own name, as Swift documentation does:
/// `LoginAssembler.assemble()`, `Banner.use(_:)`, `Tree.Node.value`.
///
/// Baselines key findings by these paths, so they survive code moving within a file.
package enum DeclarationPath {
    package static func of(_ type: TypeDeclaration) -> String {
        type.qualifiedName
    }

    package static func of(_ function: FunctionDeclaration, in type: TypeDeclaration?) -> String {
        let labels = function.parameters.map { ($0.label ?? "_") + ":" }.joined()
        let name = "\(function.name)(\(labels))"
        return type.map { "\($0.qualifiedName).\(name)" } ?? name
    }

    package static func of(_ variable: VariableDeclaration, in type: TypeDeclaration?) -> String {
        type.map { "\($0.qualifiedName).\(variable.name)" } ?? variable.name
    }
}
