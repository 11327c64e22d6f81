// The only file of the check that uses sss's API, and it uses one public entry of it, `DeclaredType`: when
// the product's module is renamed, this import is the line to change.
import SSSCore

/// How sss reads a file before its declarations are compared.
public enum ScannerPipeline: String, Sendable, CaseIterable {
    /// `DeclaredType.all(in:)`: every token lexed and scanned; what sss uses for a file that may hold
    /// suppression commands.
    case full
    /// `DeclaredType.allAsLinted(in:)`: a lint run's usual path, with bodies of code skimmed by the lexer,
    /// the scan keeping types only, and a second scan from every token when the skim and the scan did not
    /// agree on some body. Every file takes this path here, including those that a lint run reads from
    /// every token because a comment may be a suppression command.
    case skimmed
}

/// sss's side of the check: the type declarations it finds, as ``TypeRecord``s.
public enum ScannerAdapter {
    /// The type declarations sss finds in `bytes`, outer ones before their members, in source order.
    ///
    /// Everything comes from sss's `DeclaredType`: ``TypeRecord/isLocal`` is its own mark, and lines and
    /// columns are its own, whose columns count UTF-8 bytes from 1.
    public static func records(of bytes: [UInt8], pipeline: ScannerPipeline) -> [TypeRecord] {
        let types =
            switch pipeline {
            case .full: DeclaredType.all(in: bytes)
            case .skimmed: DeclaredType.allAsLinted(in: bytes)
            }
        return types.map { type in
            TypeRecord(
                kind: type.kind.rawValue,
                name: type.kind == .extension ? TypeText.normalized(type.name) : type.name,
                enclosing: type.enclosing, isLocal: type.isLocal, line: type.position.line, column: type.position.column,
                firstInheritance: type.firstInheritance.map(TypeText.normalized),
                firstInheritanceName: type.firstInheritanceName, modifiers: type.modifiers
            )
        }
    }
}
