import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

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
        "func f<T>(x: T) -> T where T: Equatable { x }\nfunc g(_ s: String = \")\") async throws -> [Int: String] { [:] }\n",
        "protocol P {\n  func f() -> Int\n  var x: Int { get }\n}\nfunc h(x: () -> Int = { 1 }) { }\n",
        "func f() -> Int; var y: Int { 1 }\nfunc g() -> Int // c\n{ 1 }\nfunc k() -> @Sendable () -> Void { {} }\n",
        "func f(a: Int,\n  b: [String]) -> Int? { nil }\nfunc `default`() {}\nfunc h() } {\nfunc i(",
    ]

    @Test(arguments: tricky)
    func skimmedTokensExpandToTheFullTokens(_ source: String) {
        expectSameTokens(Array(source.utf8), name: source)
    }

    @Test func aFunctionBodyIsSkimmedAndATypeBodyIsNot() {
        let bytes = Array("struct S {\n  func f() { let x = 1 }\n}\n".utf8)
        let lexed = Lexer.tokenizeSkimmingBodies(bytes)
        let (tokens, skimmed) = (lexed.tokens, lexed.skimmed)
        #expect(skimmed == 2)
        let opaque = tokens.filter { $0.flags.contains(.skimmedBody) }
        #expect(opaque.map { String(decoding: bytes[$0.range], as: UTF8.self) } == [" let x = 1 "])
    }

    @Test func aSignatureIsSkimmedOnlyWhenItsBodyFollowsOnItsLine() {
        let bytes = Array("protocol P {\n  func f() -> Int\n}\nfunc g<T>(x: [T]) async -> T? where T: P { nil }\nfunc h()\n{ }\n".utf8)
        let tokens = Lexer.tokenizeSkimmingBodies(bytes).tokens
        let signatures = tokens.filter { $0.flags.contains(.skimmedSignature) }
        #expect(signatures.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["<T>(x: [T]) async -> T? where T: P "])
        #expect(signatures.allSatisfy { $0.kind.isTrivia })
    }

    static let commandComments: [(source: String, holdsCommand: Bool)] = [
        ("func f() {\n    a()\n    // sss:disable:next final_component\n    b()\n}\n", true),
        ("func f() { // sss:disable:this final_component\n}\n", true),
        ("func f() {\n    //\tsss:enable all\n}\n", true),
        ("func f(a: Int = g(1) // sss:disable:this final_component\n) {}\n", true),
        ("// sss:\nstruct S {}\n", true),
        ("struct S {\n    func f() {\n        let s = \"// sss:disable all\"\n    }\n}\n", false),
        ("func f() {\n    /// sss:disable all\n    /* sss:disable all */\n}\n", false),
        ("func f() {\n    // see sss:disable in the guide\n    //// sss:disable all\n}\n", false),
        ("func f() {\n    let s = \"\"\"\n    // sss:disable all\n    \"\"\"\n}\n", false),
    ]

    @Test(arguments: commandComments)
    func commentsThatMayBeCommandsAreNoticedInSkimmedBodiesToo(_ example: (source: String, holdsCommand: Bool)) {
        let bytes = Array(example.source.utf8)
        #expect(Lexer.tokenizeSkimmingBodies(bytes, notingCommentsStartingWith: SuppressionParser.commandPrefix).hasMarkedComment == example.holdsCommand)
        #expect(Self.holdsCommand(Lexer.tokenize(bytes), in: bytes) == example.holdsCommand)
        expectSameTokens(bytes, name: example.source)
    }

    @Test func observerBlocksAreNotSkimmed() {
        let bytes = Array("var x = 0 {\n  didSet { print(x) }\n}\n".utf8)
        #expect(Lexer.tokenizeSkimmingBodies(bytes).skimmed == 0)
    }

    @Test func aSkimmedBodyIsTokenizedForTheRulesThatReadIt() {
        let bytes = Array("final class A {\n  init() { self.a = b; c = d }\n}\n".utf8)
        let source = SourceFile(path: "A.swift", bytes: bytes)
        let lexed = Lexer.tokenizeSkimmingBodies(bytes)
        let (tokens, skimmed) = (lexed.tokens, lexed.skimmed)
        let scanned = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: tokens)
        #expect(skimmed == 1 && scanned.skimmedRegions == 1)
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
    @Test(.enabled(if: Corpus.isAvailable, "set SSS_LEXER_CORPUS to a folder of Swift code"))
    func everySwiftFileOfTheCorpusExpands() throws {
        let files = Corpus.files
        try #require(!files.isEmpty, "no Swift files under \(Corpus.folder?.path ?? "")")
        for file in files {
            expectSameTokens([UInt8](try Data(contentsOf: file)), name: file.path)
        }
    }

    /// Expands each skimmed body by tokenizing it on its own, and each skimmed signature into the full
    /// tokens it covers, which must start and end where it does.
    private func expectSameTokens(_ bytes: [UInt8], name: String) {
        let lexed = Lexer.tokenizeSkimmingBodies(bytes, notingCommentsStartingWith: SuppressionParser.commandPrefix)
        let (tokens, skimmed) = (lexed.tokens, lexed.skimmed)
        let full = Lexer.tokenize(bytes)
        var expanded: [Token] = []
        var index = 0
        var opaqueCount = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.flags.contains(.skimmedSignature) {
                opaqueCount += 1
                let first = full.firstIndex { $0.offset == token.offset }
                let last = full.firstIndex { $0.end == token.end }
                #expect(first != nil && last != nil, "\(name)")
                if let first, let last, first <= last { expanded += full[first...last] }
                index += 1
                continue
            }
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
        #expect(expanded == full, "\(name)")
        #expect(lexed.hasMarkedComment == Self.holdsCommand(full, in: bytes), "\(name)")
    }

    /// Whether a line comment among the full tokens reads as a suppression command or a malformed one.
    static func holdsCommand(_ tokens: [Token], in bytes: [UInt8]) -> Bool {
        let lines = LineTable(bytes)
        return tokens.contains { SuppressionParser.parse($0, in: bytes, lineTable: lines, declarationPath: { "" }) != nil }
    }
}
