/// One field on which sss and swift-syntax read a type declaration differently.
public struct Disagreement: Sendable, Hashable {
    /// What differs.
    public enum Field: String, Sendable, CaseIterable {
        /// The declaration itself: one side has it, the other does not.
        case declaration, kind, name, enclosing, local, line, column, inheritance
        /// The name rules compare in the first inheritance entry, compared only when the entries' texts agree.
        case inheritanceName = "inheritance-name"
        case modifiers
    }

    /// Where the declaration is: swift-syntax's line and column, or sss's when swift-syntax has none.
    public var line: Int
    public var column: Int
    public var field: Field
    /// sss's value, `<none>` when sss has no such declaration or entry.
    public var sss: String
    /// swift-syntax's value, `<none>` when swift-syntax has no such declaration or entry.
    public var swiftSyntax: String
    /// The group the summary counts this disagreement in, such as `declaration: local type in function body`.
    public var category: String

    /// A disagreement with every field given.
    public init(line: Int, column: Int, field: Field, sss: String, swiftSyntax: String, category: String) {
        self.line = line
        self.column = column
        self.field = field
        self.sss = sss
        self.swiftSyntax = swiftSyntax
        self.category = category
    }

    /// `path:line:column: field: sss=… swift-syntax=…`
    public func line(in path: String) -> String {
        "\(path):\(line):\(column): \(field.rawValue): sss=\(sss) swift-syntax=\(swiftSyntax)"
    }
}

/// Pairs the records of one file from both sides and lists how they differ.
public enum RecordComparison {
    /// The value shown for what a side does not have.
    static let none = "<none>"

    /// The disagreements between sss's `records` and swift-syntax's `reference` records of one file,
    /// in swift-syntax's source order, then those sss alone has.
    ///
    /// Records pair first by line and column, then, among those left, by kind and name in source order;
    /// a record left unpaired is a `declaration` disagreement.
    public static func disagreements(sss records: [TypeRecord], reference: [TypeRecord]) -> [Disagreement] {
        var unpaired = Array(records.indices)
        var pairs: [Int: Int] = [:]
        for (position, expected) in reference.enumerated() {
            if let found = unpaired.firstIndex(where: { records[$0].line == expected.line && records[$0].column == expected.column }) {
                pairs[position] = unpaired.remove(at: found)
            }
        }
        for (position, expected) in reference.enumerated() where pairs[position] == nil {
            if let found = unpaired.firstIndex(where: { records[$0].kind == expected.kind && records[$0].name == expected.name }) {
                pairs[position] = unpaired.remove(at: found)
            }
        }
        var result: [Disagreement] = []
        for (position, expected) in reference.enumerated() {
            if let paired = pairs[position] {
                result += fields(of: records[paired], against: expected)
            } else {
                let context = expected.localContext.map { "local type in \($0)" } ?? "not local"
                result.append(Disagreement(
                    line: expected.line, column: expected.column, field: .declaration, sss: none,
                    swiftSyntax: expected.summary + (expected.localContext.map { " (local, in \($0))" } ?? ""),
                    category: "declaration: missed by sss, \(context)"
                ))
            }
        }
        for position in unpaired {
            let found = records[position]
            result.append(Disagreement(
                line: found.line, column: found.column, field: .declaration, sss: found.summary, swiftSyntax: none,
                category: "declaration: found by sss only"
            ))
        }
        return result
    }

    /// The fields on which the paired records `found` (sss's) and `expected` (swift-syntax's) differ.
    private static func fields(of found: TypeRecord, against expected: TypeRecord) -> [Disagreement] {
        var result: [Disagreement] = []
        func note(_ field: Disagreement.Field, _ sss: String, _ swiftSyntax: String, category: String? = nil) {
            guard sss != swiftSyntax else { return }
            result.append(Disagreement(
                line: expected.line, column: expected.column, field: field, sss: sss, swiftSyntax: swiftSyntax,
                category: category ?? field.rawValue
            ))
        }
        note(.kind, found.kind, expected.kind)
        note(.name, found.name, expected.name)
        note(.enclosing, found.enclosing, expected.enclosing)
        note(.local, String(found.isLocal), String(expected.isLocal))
        note(.line, String(found.line), String(expected.line))
        note(.column, String(found.column), String(expected.column))
        let sssEntry = found.firstInheritance ?? none
        let referenceEntry = expected.firstInheritance ?? none
        note(.inheritance, sssEntry, referenceEntry, category: inheritanceCategory(sss: found.firstInheritance, reference: expected.firstInheritance))
        if found.firstInheritance == expected.firstInheritance {
            note(.inheritanceName, found.firstInheritanceName ?? none, expected.firstInheritanceName ?? none,
                category: inheritanceNameCategory(expected.firstInheritance))
        }
        note(.modifiers, modifierList(found.modifiers), modifierList(expected.modifiers))
        return result
    }

    /// The kind of an inheritance disagreement, from what swift-syntax read.
    private static func inheritanceCategory(sss: String?, reference: String?) -> String {
        guard let reference else { return "inheritance: an entry swift-syntax does not see" }
        if reference.contains("->") { return "inheritance: function type in the first entry" }
        guard sss != nil else { return "inheritance: clause missed" }
        return "inheritance: text differs"
    }

    /// The kind of a disagreement on the name rules compare, from the entry's text.
    private static func inheritanceNameCategory(_ entry: String?) -> String {
        guard let entry else { return "inheritance-name" }
        if entry.contains("->") { return "inheritance-name: function type in generic arguments" }
        if entry.hasPrefix("@") {
            let attribute = entry.prefix { $0 != " " && $0 != "(" }
            return "inheritance-name: entry with an attribute (\(attribute))"
        }
        return "inheritance-name: other"
    }

    /// `[final, public]`, or `[]`.
    private static func modifierList(_ modifiers: [String]) -> String {
        "[" + modifiers.joined(separator: ", ") + "]"
    }
}
