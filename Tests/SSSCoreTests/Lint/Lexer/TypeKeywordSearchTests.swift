import Testing
@testable import SSSCore
import SSSTestSupport

/// A body that may declare a local type is never skimmed: the search must find every type keyword in
/// code, wherever it falls in or across the 64-byte windows, and should let most other words pass.
struct TypeKeywordSearchTests {
    /// Whether the skim of a brace block over `code` (with the `{` before and the `}` after it) met a
    /// type keyword.
    private static func skimMeetsKeyword(_ code: String) -> Bool {
        let bytes = Array(("func f() {" + code + "}\n").utf8)
        let lexed = Lexer.tokenizeSkimmingBodies(bytes)
        return !lexed.tokens.contains { $0.flags.contains(.skimmedBody) }
    }

    @Test(arguments: ["class", "struct", "enum", "actor"])
    func findsAKeywordAtEveryPositionOfAWindow(_ keyword: String) {
        for position in 0..<140 {
            let code = String(repeating: "x", count: position) + " " + keyword + " Name {}" + String(repeating: " y", count: 40)
            #expect(Self.skimMeetsKeyword(code), "\(keyword) at \(position)")
        }
    }

    @Test(arguments: [" ", "\t", "\n", "\r\n", "/* c */", "// c\n", "`", "\u{A0}"])
    func findsAKeywordBeforeAnythingThatMaySeparateItFromAName(_ separator: String) {
        for keyword in ["class", "struct", "enum", "actor"] {
            #expect(Self.skimMeetsKeyword("\n    " + keyword + separator + "Name {}\n"), "\(keyword)\(separator)")
        }
    }

    @Test(arguments: [
        "for (index, item) in items.enumerated() {}",
        "let subclass = 1; let enumValue = 2; let structure = 3",
        "actor.run(); send(actor); let actor: Actor = make()",
        "let cls = $class",
        "let s = \"class Quoted {}\"",
        "// class Commented {}\n",
        "/* struct Blocked {} */",
        "let s = \"\"\"\n    enum Multi {}\n    \"\"\"\n",
    ])
    func letsOtherWordsPass(_ code: String) {
        #expect(!Self.skimMeetsKeyword(code), "\(code)")
    }

    @Test func findsAKeywordInAnInterpolation() {
        #expect(Self.skimMeetsKeyword(#" let s = "\(items.map { _ in struct S {} })" "#))
    }

    @Test func skimsTheBlocksInsideABodyThatDeclaresALocalType() {
        let source = "func f() {\n    struct A {}\n    items.forEach { item in print(item) }\n    do { enum B { case b } }\n}\n"
        let bytes = Array(source.utf8)
        let skimmed = Lexer.tokenizeSkimmingBodies(bytes).tokens.filter { $0.flags.contains(.skimmedBody) }
        #expect(skimmed.map { String(decoding: bytes[$0.range], as: UTF8.self) } == [" item in print(item) "])
    }

    @Test func doesNotSkimABlockWithConditionalCompilationInsideABodyThatDeclaresALocalType() {
        let source = "func f() {\n    struct A {}\n    call {\n#if X\n        g()\n#endif\n    }\n    other { #expect(x) }\n}\n"
        let bytes = Array(source.utf8)
        let skimmed = Lexer.tokenizeSkimmingBodies(bytes).tokens.filter { $0.flags.contains(.skimmedBody) }
        #expect(skimmed.map { String(decoding: bytes[$0.range], as: UTF8.self) } == [" #expect(x) "])
    }
}
