/// One type declaration of a Swift file as sss reads it: what a tool outside sss (a plugin, a check of
/// the scanner against another parser) may learn of a file's types without sss's internal syntax tree.
///
/// Two functions read a file: ``all(in:)`` from every token, as `sss` reads a file that holds suppression
/// commands, and ``allAsLinted(in:)`` the way a lint run usually does, with bodies of code skimmed.
/// Both give the declarations in source order, outer ones before their members; when sss is right, the
/// two give the same values.
public struct DeclaredType: Sendable, Hashable {
    /// The keyword that introduces the declaration.
    public enum Kind: String, Sendable, CaseIterable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    public let kind: Kind
    /// The declared name, without backticks; for an extension, the text of the extended type, generic
    /// arguments included (`Tree.Node`, `Array<Int>`).
    public let name: String
    /// The enclosing types' names joined by dots, outermost first (`Tree.Node` for a type declared in
    /// `Node` inside `Tree`), generic arguments left out; an enclosing extension gives its extended type.
    /// Empty at the top level of the file, and for a type in a body of code outside any type.
    public let enclosing: String
    /// Whether the declaration sits in a body of code (a function, initializer, accessor, closure or
    /// top-level statement), or in a type that does: such a type is seen only inside that body.
    public let isLocal: Bool
    /// The offset, in UTF-8 bytes from the start of the file, of the name (of the extended type, for an
    /// extension).
    public let nameOffset: Int
    /// The 1-based line and column of the name; the column counts UTF-8 bytes, as compiler diagnostics do.
    public let position: LineColumn
    /// The modifiers written before the keyword, spelled as in source (`private(set)` with its `(set)`),
    /// in a fixed order: access levels first.
    public let modifiers: [String]
    /// The text of the first entry of the inheritance clause, as written but with each run of blanks,
    /// line breaks and comments made one space; `nil` without a clause.
    public let firstInheritance: String?
    /// The name sss's rules compare in that entry: without attributes, `some` or `any`, generic arguments
    /// or optionality, last component only (`Node` for `@preconcurrency Tree.Node<Int>`); `nil` without
    /// a clause.
    public let firstInheritanceName: String?

    /// The type declarations of `bytes`, a Swift file's UTF-8 text, read from every token.
    public static func all(in bytes: [UInt8]) -> [DeclaredType] {
        records(of: DeclarationScanner.scan(bytes).declarations, in: bytes)
    }

    /// The type declarations of `bytes` as a lint run reads a file without suppression commands: bodies
    /// of code skimmed by the lexer, the scan keeping types only (every other member goes the scanner's
    /// way of passing what no rule reads), and a second scan from every token when the skim and the scan
    /// did not agree on some body.
    public static func allAsLinted(in bytes: [UInt8]) -> [DeclaredType] {
        let typesOnly = MemberFilter(topLevel: []) { _ in [] }
        let lexed = Lexer.tokenizeSkimmingBodies(bytes)
        return records(of: DeclarationScanner.scanSkimmed(bytes, lexed: lexed, memberFilter: typesOnly).tree.declarations, in: bytes)
    }

    private static func records(of declarations: [Declaration], in bytes: [UInt8]) -> [DeclaredType] {
        let lines = LineTable(bytes)
        var records: [DeclaredType] = []
        var waiting: [(members: ArraySlice<Declaration>, enclosing: String)] = [(declarations[...], "")]
        while var level = waiting.popLast() {
            guard let next = level.members.popFirst() else { continue }
            waiting.append(level)
            guard case .type(let type) = next else { continue }
            let first = type.inheritance.first
            records.append(DeclaredType(
                kind: Kind(type.kind), name: type.name, enclosing: level.enclosing, isLocal: type.isLocal,
                nameOffset: type.nameOffset, position: lines.lineColumn(at: type.nameOffset),
                modifiers: type.modifiers.spelled, firstInheritance: first?.text, firstInheritanceName: first?.baseName
            ))
            waiting.append((type.members[...], type.qualifiedName))
        }
        return records
    }
}

extension DeclaredType.Kind {
    init(_ kind: TypeDeclaration.Kind) {
        switch kind {
        case .class: self = .class
        case .struct: self = .struct
        case .enum: self = .enum
        case .protocol: self = .protocol
        case .actor: self = .actor
        case .extension: self = .extension
        }
    }
}
