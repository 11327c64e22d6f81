/// One type declaration as one side of the check reads it: what both sides report, in the same terms,
/// so that two records can be compared field by field.
public struct TypeRecord: Sendable, Hashable {
    /// `class`, `struct`, `enum`, `protocol`, `actor` or `extension`, spelled as the keyword.
    public var kind: String
    /// The declared name without backticks; for an extension, the extended type as written, in
    /// ``TypeText/normalized(_:)`` form.
    public var name: String
    /// The names of the enclosing types, outermost first, joined by dots; empty at the top level. An
    /// enclosing extension contributes its extended type without generic arguments.
    public var enclosing: String
    /// Whether the declaration sits inside a body of code (a function, initializer, deinitializer,
    /// accessor, closure or top-level statement) or inside a type that does.
    public var isLocal: Bool
    /// The 1-based line of the name (of the extended type, for an extension).
    public var line: Int
    /// The 1-based column of the name, counted in UTF-8 bytes.
    public var column: Int
    /// The first entry of the inheritance clause in ``TypeText/normalized(_:)`` form; `nil` without a clause.
    public var firstInheritance: String?
    /// The name that rules compare in that entry: its last component without generic arguments,
    /// optionality, attributes or backticks (`Node` for `Tree.Node<Int>?`); `nil` without a clause.
    public var firstInheritanceName: String?
    /// The modifiers written before the keyword, sorted, with `(set)` kept (`private(set)`).
    public var modifiers: [String]
    /// Where a local declaration sits, for sorting disagreements into categories; only swift-syntax's
    /// side sets it, and it is never compared.
    public var localContext: String?

    /// A record with every field given; `modifiers` are sorted here.
    public init(
        kind: String, name: String, enclosing: String, isLocal: Bool, line: Int, column: Int,
        firstInheritance: String?, firstInheritanceName: String?, modifiers: [String], localContext: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.enclosing = enclosing
        self.isLocal = isLocal
        self.line = line
        self.column = column
        self.firstInheritance = firstInheritance
        self.firstInheritanceName = firstInheritanceName?.filter { $0 != "`" }
        self.modifiers = modifiers.sorted()
        self.localContext = localContext
    }

    /// `class Outer.Inner`: the kind and the name with its enclosing types, as a disagreement shows it.
    public var summary: String {
        kind + " " + (enclosing.isEmpty ? name : enclosing + "." + name)
    }
}

/// The one way both sides spell a type's text, so that formatting never counts as a disagreement.
public enum TypeText {
    /// `text` with every run of whitespace made one space, no space next to a `.`, and none at either end.
    public static func normalized(_ text: String) -> String {
        var result: [Character] = []
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace, character != ".", result.last != "." {
                result.append(" ")
            }
            pendingSpace = false
            result.append(character)
        }
        return String(result)
    }

    /// `text` without generic arguments: `Tree.Node` for `Tree<Int>.Node<String>`. The `>` of an arrow
    /// (`->`) inside the arguments closes nothing.
    public static func withoutGenericArguments(_ text: String) -> String {
        var result = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "<": depth += 1
            case ">" where previous != "-": depth = max(0, depth - 1)
            default: if depth == 0 { result.append(character) }
            }
            previous = character
        }
        return result
    }
}
