import Foundation
import Testing
@testable import SSSKit

/// Skimming brace blocks for linting must leave every other token as the full lexer makes it, and a
/// skimmed block tokenized on its own must give the tokens the full lexer makes for it.
struct LexerSkimTests {
    static let tricky: [String] = [
        "func f() { let x = 1 }\n",
        "struct S {\n  func f() -> Int { a / b }\n  var g: Int { (c) / 2 }\n}\n",
        "func f() { let s = \"}\\(x.map { \"{\\($0)\" })\" }\nfunc g() {}\n",
        "func f() {\n  let s = \"\"\"\n  } \\(y) \"\n  \"\"\"\n}\n",
        "func f() { let r = #/a{2}/# }\n",
        "func f() { let r = /}/ }\nlet x = 1\n",
        "func f() { let s = #\"}\"# }\n",
        "func f() { x = y! / 2 }\n",
        "func f() { return /a}/ }\n",
        "func f() { let a = b /c/ }\n",
        "func f() { // }\n}\n/* { */ func g() { /* } /* } */ */ }\n",
        "func f() { let `}` = 1 }\n",
        "var x: Int = 0 {\n  willSet { } didSet { }\n}\n",
        "var x: Int {\n  @inline(__always) get { 1 }\n}\n",
        "func f() { ( }\nstruct T { }\n",
        "func f() { let s = \"abc\n}\n",
        "func f() { let s = \"\\(a\n)\" }\n",
        "func f() { [ } ]\n",
        "class C { class func f() { } }\nextension C { init() { } }\n",
        "enum E { case a; static var b: E { .a } }\n",
        "let x = foo(bar: { 1 }) { 2 }\n#Preview { Text(\"}\") }\n",
        "func f() {",
        "func f() { \"",
        "func f() { x /= 2; y = z/w }\n",
        "func f() { if a { } else { } }\n  actor.run { }\n",
    ]

    @Test(arguments: tricky)
    func skimmedTokensExpandToTheFullTokens(_ source: String) {
        expectSameTokens(Array(source.utf8), name: source)
    }

    @Test func aFunctionBodyIsSkimmedAndATypeBodyIsNot() {
        let bytes = Array("struct S {\n  func f() { let x = 1 }\n}\n".utf8)
        let (tokens, skimmed) = Lexer.tokenizeSkimmingBodies(bytes)
        #expect(skimmed == 1)
        let opaque = tokens.filter { $0.flags.contains(.skimmedBody) }
        #expect(opaque.map { String(decoding: bytes[$0.range], as: UTF8.self) } == [" let x = 1 "])
    }

    @Test func observerBlocksAreNotSkimmed() {
        let bytes = Array("var x = 0 {\n  didSet { print(x) }\n}\n".utf8)
        #expect(Lexer.tokenizeSkimmingBodies(bytes).skimmed == 0)
    }

    @Test func aSkimmedBodyIsTokenizedForTheRulesThatReadIt() {
        let bytes = Array("final class A {\n  init() { self.a = b; c = d }\n}\n".utf8)
        let source = SourceFile(path: "A.swift", bytes: bytes)
        let (tokens, skimmed) = Lexer.tokenizeSkimmingBodies(bytes)
        let scanned = DeclarationScanner.scanCountingSkimmedBodies(bytes, tokens: tokens)
        #expect(skimmed == 1 && scanned.skimmedBodies == 1)
        let file = LintedFile(source: source, tokens: tokens, declarations: scanned.tree)
        guard case .function(let initializer)? = file.types.first?.members.first, let body = initializer.body else {
            Issue.record("no initializer read")
            return
        }
        let (bodyTokens, range) = file.bodyTokens(body)
        let full = Lexer.tokenize(bytes)
        let open = full.firstIndex { $0.offset == tokens[body.lowerBound].offset } ?? 0
        #expect(Array(bodyTokens[range]) == Array(full[open..<(open + range.count)]))
        #expect(bodyTokens[range].last?.kind == .rightBrace)
    }

    @Test func everySwiftFileOfThisRepositoryExpands() throws {
        let files = Repository.files(under: "Sources", suffix: ".swift") + Repository.files(under: "Tests", suffix: ".swift")
        for file in files {
            expectSameTokens([UInt8](try Data(contentsOf: file)), name: file.path)
        }
    }

    /// Point `SSS_LEXER_CORPUS` at a folder of Swift code to check it too.
    @Test func everySwiftFileOfTheCorpusExpands() throws {
        guard let folder = ProcessInfo.processInfo.environment["SSS_LEXER_CORPUS"], !folder.isEmpty else { return }
        for file in LexerLosslessnessTests.swiftFiles(under: URL(fileURLWithPath: folder)) {
            expectSameTokens([UInt8](try Data(contentsOf: file)), name: file.path)
        }
    }

    private func expectSameTokens(_ bytes: [UInt8], name: String) {
        let (tokens, skimmed) = Lexer.tokenizeSkimmingBodies(bytes)
        var expanded: [Token] = []
        var index = 0
        var opaqueCount = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.flags.contains(.skimmedBody), index > 0, index + 1 < tokens.count {
                opaqueCount += 1
                expanded.removeLast()
                expanded += Lexer.tokenize(bytes, in: tokens[index - 1].offset..<tokens[index + 1].end)
                index += 2
                continue
            }
            expanded.append(token)
            index += 1
        }
        #expect(opaqueCount == skimmed, "\(name)")
        #expect(expanded == Lexer.tokenize(bytes), "\(name)")
    }
}
