/// Words the lexer recognizes. Reserved words come first and make a ``TokenKind/keyword`` token;
/// contextual words (from ``actor`` on) stay ``TokenKind/identifier`` tokens, because they can be names,
/// and carry their ``Keyword`` so the scanner can read them as keywords where the grammar wants one.
package enum Keyword: UInt8, Sendable, CaseIterable {
    case none

    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`
    case `inout`, `internal`, `let`, `operator`, `precedencegroup`, `private`, `protocol`, `public`
    case `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`
    case `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    case `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    /// `_`
    case wildcard

    case actor, macro
    case weak, unowned, final, lazy, dynamic, optional, indirect
    case mutating, nonmutating, override, convenience, required
    case open, package, nonisolated, isolated, distributed, consuming, borrowing, sending
    case prefix, postfix, infix
    case get, set, willSet, didSet, _modify, _read, modify, read, unsafeAddress, unsafeMutableAddress
    case some, any, async, await, each, `Type`, `Protocol`

    /// Whether the word can never be a plain name (it needs backticks to be one).
    @inline(__always)
    package var isReserved: Bool { rawValue != 0 && rawValue <= Keyword.wildcard.rawValue }

    /// The word as written in source.
    package var text: String {
        Keyword.spellings[Int(rawValue)].withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    /// Every case's word, in the order of the cases. The lexer's keyword table is built from these when
    /// a lint starts, where asking each case for its name through reflection took half a millisecond.
    static let spellings: [StaticString] = [
        "", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "actor", "macro", "weak", "unowned", "final", "lazy", "dynamic", "optional", "indirect", "mutating",
        "nonmutating", "override", "convenience", "required", "open", "package", "nonisolated", "isolated",
        "distributed", "consuming", "borrowing", "sending", "prefix", "postfix", "infix", "get", "set", "willSet",
        "didSet", "_modify", "_read", "modify", "read", "unsafeAddress", "unsafeMutableAddress", "some", "any",
        "async", "await", "each", "Type", "Protocol"
    ]
}
