// The only file of the check that uses sss's API: when the product's module is renamed, this import is
// the line to change.
import SSSCore

/// How sss reads a file before its declarations are compared.
public enum ScannerPipeline: String, Sendable, CaseIterable {
    /// `DeclarationScanner.scan(_:)`: every token lexed, every member built; what `LintedFile(source:)`
    /// uses, and what a lint run uses for a file that may hold suppression commands.
    case full
    /// A lint run's usual path: tokens with function bodies skimmed, scanned with a member filter that
    /// keeps types only, and scanned again from full tokens when some skimmed region was not passed as
    /// the full tokens would have been. Every file takes this path here, including those that a lint
    /// run reads from full tokens because a comment may be a suppression command.
    case skimmed
}

/// sss's side of the check: the type declarations its scanner finds, as ``TypeRecord``s.
public enum ScannerAdapter {
    /// The type declarations sss finds in `bytes`, outer ones before their members, in source order.
    ///
    /// ``TypeRecord/isLocal`` is the scanner's own mark (`TypeDeclaration.isLocal`). Lines and columns
    /// come from sss's own `LineTable`, whose columns count UTF-8 bytes from 1.
    public static func records(of bytes: [UInt8], pipeline: ScannerPipeline) -> [TypeRecord] {
        let tree =
            switch pipeline {
            case .full: DeclarationScanner.scan(bytes)
            case .skimmed: skimmedTree(of: bytes)
            }
        var records: [TypeRecord] = []
        append(tree.declarations, enclosing: "", lines: LineTable(bytes), to: &records)
        return records
    }

    /// The declarations a lint run finds in a file without suppression commands.
    private static func skimmedTree(of bytes: [UInt8]) -> DeclarationTree {
        let typesOnly = MemberFilter(topLevel: [], members: { _ in [] })
        let lexed = Lexer.tokenizeSkimmingBodies(bytes)
        let scanned = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: lexed.tokens, memberFilter: typesOnly)
        guard scanned.skimmedRegions != lexed.skimmed else { return scanned.tree }
        return DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: Lexer.tokenize(bytes), memberFilter: typesOnly).tree
    }

    /// Adds the types among `declarations`, and their nested types, whose enclosing types are `enclosing`.
    private static func append(
        _ declarations: [Declaration], enclosing: String, lines: LineTable, to records: inout [TypeRecord]
    ) {
        for case .type(let type) in declarations {
            let position = lines.lineColumn(at: type.nameOffset)
            records.append(TypeRecord(
                kind: type.kind.rawValue,
                name: type.kind == .extension ? TypeText.normalized(type.name) : type.name,
                enclosing: enclosing, isLocal: type.isLocal, line: position.line, column: position.column,
                firstInheritance: type.inheritance.first.map { TypeText.normalized($0.text) },
                firstInheritanceName: type.inheritance.first?.baseName,
                modifiers: modifierNames.compactMap { type.modifiers.contains($0.modifier) ? $0.name : nil }
            ))
            append(type.members, enclosing: type.qualifiedName, lines: lines, to: &records)
        }
    }

    /// Every modifier sss tells apart, spelled as in source.
    private static let modifierNames: [(modifier: Modifiers, name: String)] = [
        (.open, "open"), (.public, "public"), (.package, "package"), (.internal, "internal"),
        (.fileprivate, "fileprivate"), (.private, "private"), (.publicSetter, "public(set)"),
        (.packageSetter, "package(set)"), (.internalSetter, "internal(set)"), (.fileprivateSetter, "fileprivate(set)"),
        (.privateSetter, "private(set)"), (.static, "static"), (.class, "class"), (.final, "final"),
        (.override, "override"), (.required, "required"), (.convenience, "convenience"), (.mutating, "mutating"),
        (.nonmutating, "nonmutating"), (.lazy, "lazy"), (.weak, "weak"), (.unowned, "unowned"), (.dynamic, "dynamic"),
        (.optional, "optional"), (.indirect, "indirect"), (.nonisolated, "nonisolated"), (.distributed, "distributed"),
        (.prefix, "prefix"), (.postfix, "postfix"), (.infix, "infix"), (.consuming, "consuming"),
        (.borrowing, "borrowing"),
    ]
}
