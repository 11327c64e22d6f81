import SSSCore
import SSSTestSupport

/// An indented outline of a declaration tree, with `line:column` positions, for tests and debugging.
enum DeclarationDump {
    static func lines(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return lines(DeclarationScanner.scan(bytes), bytes: bytes)
    }

    static func lines(_ tree: DeclarationTree, bytes: [UInt8]) -> [String] {
        let table = LineTable(bytes)
        var output: [String] = []
        var pending = tree.declarations.reversed().map { ($0, 0) }
        while let (declaration, depth) = pending.popLast() {
            let indent = String(repeating: "  ", count: depth)
            output.append(indent + describe(declaration, table: table))
            if case .type(let type) = declaration {
                pending.append(contentsOf: type.members.reversed().map { ($0, depth + 1) })
            }
        }
        return output
    }

    static func describe(_ declaration: Declaration, table: LineTable) -> String {
        let position = table.lineColumn(at: declaration.nameOffset)
        let at = "@\(position.line):\(position.column)"
        switch declaration {
        case .type(let type):
            var text = "\(modifiers(type.modifiers, type.attributes))\(type.kind) \(type.name)"
            if !type.genericParameters.isEmpty { text += "<\(generics(type.genericParameters))>" }
            text += " \(at)"
            if !type.inheritance.isEmpty { text += " : " + type.inheritance.map(\.text).joined(separator: ", ") }
            if let clause = type.whereClause { text += " where \(clause.text)" }
            if let scope = type.localScope { text += " local" + scope.blocks.map { " {\(table.lineColumn(at: $0).line)" }.joined() }
            return text
        case .function(let function):
            var text = "\(modifiers(function.modifiers, function.attributes))\(function.kind) \(function.name)"
            if function.isFailable { text += "?" }
            if !function.genericParameters.isEmpty { text += "<\(generics(function.genericParameters))>" }
            text += "(" + function.parameters.map(parameter).joined(separator: ", ") + ")"
            if let result = function.returnType { text += " -> \(result.text)" }
            if let clause = function.whereClause { text += " where \(clause.text)" }
            return text + " \(at)" + (function.body == nil ? "" : " body")
        case .variable(let variable):
            var text = "\(modifiers(variable.modifiers, variable.attributes))\(variable.isLet ? "let" : "var") \(variable.name)"
            if let type = variable.type { text += ": \(type.text)" }
            if variable.hasInitialValue { text += " =" }
            return text + " \(variable.storage) \(at)"
        case .enumCase(let element):
            return "\(modifiers(element.modifiers, []))case \(element.name)\(element.associatedValues == nil ? "" : "(…)") \(at)"
        case .typeAlias(let alias):
            var text = "\(alias.isAssociatedType ? "associatedtype" : "typealias") \(alias.name)"
            if !alias.inheritance.isEmpty { text += ": " + alias.inheritance.map(\.text).joined(separator: ", ") }
            if let type = alias.type { text += " = \(type.text)" }
            return text + " \(at)"
        }
    }

    private static func parameter(_ parameter: FunctionParameter) -> String {
        let label = parameter.label.map { $0 == parameter.name ? "" : "\($0) " } ?? "_ "
        let type = parameter.type.map { ": \($0.text)" } ?? ""
        return label + parameter.name + type + (parameter.hasDefaultValue ? " = …" : "")
    }

    private static func generics(_ parameters: [GenericParameter]) -> String {
        parameters.map { $0.name + ($0.constraint.map { ": \($0.text)" } ?? "") }.joined(separator: ", ")
    }

    private static func modifiers(_ modifiers: Modifiers, _ attributes: [Attribute]) -> String {
        let words = attributes.map { "@" + $0.name } + modifiers.spelled
        return words.isEmpty ? "" : words.joined(separator: " ") + " "
    }
}
