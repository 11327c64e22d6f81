import Testing
@testable import SSSCore
import SSSTestSupport

/// Types declared in bodies of code are read like any other, marked local with the bodies around them,
/// and found the same from the lint's skimmed tokens as from the full ones.
struct DeclarationScannerLocalTypeTests {
    @Test func readsTypesInEveryKindOfBody() {
        let source = """
        class Socket {}

        func testSend() {
            final class FakeSocket: Socket {
                struct Packet {}
            }
            _ = FakeSocket()
        }

        struct Screen {
            var title: String {
                enum Fallback { static let text = "" }
                return Fallback.text
            }

            init() {
                #if DEBUG
                actor Probe {}
                #endif
            }
        }

        let handler = {
            struct Payload: Codable {}
        }

        #Preview {
            struct Sample {}
        }

        if flag {
            enum Mode { case on }
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "class Socket @1:7",
            "function testSend() @3:6 body",
            "final class FakeSocket @4:17 : Socket local {3",
            "  struct Packet @5:16 local",
            "struct Screen @10:8",
            "  var title: String computed @11:9",
            "  enum Fallback @12:14 local {11",
            "    static let text = stored @12:36",
            "  initializer init() @16:5 body",
            "  actor Probe @18:15 local {16",
            "let handler = stored @23:5",
            "struct Payload @24:12 : Codable local {23",
            "struct Sample @28:12 local {27",
            "enum Mode @32:10 local {31",
            "  case on @32:22",
        ])
    }

    @Test func recordsEveryBodyBetweenALocalTypeAndTheTypeAroundIt() throws {
        let source = """
        final class Tests {
            func test() {
                items.forEach { item in
                    if item.isOn {
                        class Fake {}
                    }
                }
            }
        }
        """
        let bytes = Array(source.utf8)
        let fake = try #require(DeclarationScanner.scan(bytes).allTypes.first { $0.name == "Fake" })
        let braces = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }
        #expect(fake.qualifiedName == "Tests.Fake")
        #expect(fake.localScope?.blocks == [braces[3], braces[2], braces[1]])
    }

    @Test func readsLocalTypesInsideTheMethodsOfLocalTypes() {
        let source = """
        func outer() {
            struct Level1 {
                func inner() {
                    struct Level2 {}
                }
            }
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "function outer() @1:6 body",
            "struct Level1 @2:12 local {1",
            "  function inner() @3:14 body",
            "  struct Level2 @4:20 local {3",
        ])
    }

    @Test func ignoresWordsThatOnlyLookLikeTypeKeywords() {
        let source = """
        func f() {
            let kind = Kind.class
            switch token { case .struct: break; default: break }
            let actor = makeActor()
            actor
                .run()
            for (index, item) in items.enumerated() {}
            let text = "struct Quoted {}" // class Commented {}
        }
        """
        #expect(DeclarationDump.lines(source) == ["function f() @1:6 body"])
    }

    @Test func keepsModifiersAndAttributesOfLocalTypes() {
        let source = "func f() {\n    @MainActor final class Box: @unchecked Sendable {}\n}\n"
        #expect(DeclarationDump.lines(source) == [
            "function f() @1:6 body",
            "@MainActor final class Box @2:28 : @unchecked Sendable local {1",
        ])
    }

    @Test func goesOnWithTheDeclarationsAfterABodyOfCode() {
        let source = """
        struct A {
            var value: Int = { struct Cache {}; return 1 }(), other = 2
            func b() { class C {} }
            let d = 3
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "struct A @1:8",
            "  var value: Int = stored @2:9",
            "  var other = stored @2:55",
            "  struct Cache @2:31 local {2",
            "  function b() @3:10 body",
            "  class C @3:22 local {3",
            "  let d = stored @4:9",
        ])
    }

    @Test func closesALocalTypeLeftOpenAtTheEndOfInput() {
        let source = "func f() {\n    struct Open {\n        let a = 1\n"
        #expect(DeclarationDump.lines(source) == ["function f() @1:6 body", "struct Open @2:12 local {1", "  let a = stored @3:13"])
    }

    static let sources: [String] = [
        "func f() {\n    struct A {}\n    items.map { x in x }\n    do { enum B {} }\n}\n",
        "final class T {\n    func f() { class A { func g() { [1].forEach { _ in } } } }\n    var x: Int { 1 }\n}\n",
        "func f() {\n    struct A {}\n    call {\n#if X\n        g()\n#endif\n    }\n}\n",
        "func f() {\n    class A {}\n    foo(bar: { x in x }) { y in\n        enum B {}\n        z { }\n    }\n}\n",
        "struct S {\n    weak var w: T?\n    func f() { actor A { init(x: Int) { self.x = x } } }\n}\n",
    ]

    /// The blocks inside a body that declares a local type are skimmed too, and passed as their tokens
    /// would be.
    @Test(arguments: sources)
    func theSkimmedTokensGiveTheSameLocalTypesAsTheFullOnes(_ source: String) {
        let bytes = Array(source.utf8)
        let typesOnly = MemberFilter(topLevel: [], members: { _ in [] })
        let full = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: Lexer.tokenize(bytes), memberFilter: typesOnly).tree
        let lexed = Lexer.tokenizeSkimmingBodies(bytes)
        let scanned = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: lexed.tokens, memberFilter: typesOnly)
        #expect(scanned.skimmedRegions == lexed.skimmed)
        // A block with `#if` in such a body is not skimmed: the scanner follows the branches there.
        #expect(lexed.tokens.contains { $0.flags.contains(.skimmedBody) } == !source.contains("#if"))
        #expect(DeclarationDump.lines(scanned.tree, bytes: bytes) == DeclarationDump.lines(full, bytes: bytes))
        #expect(full.allTypes.contains { $0.isLocal })
    }

    /// Found by fuzzing: a skimmed block read for local types inside a bracketed group that is also a type
    /// annotation's text. Such a block goes uncounted, so the file is scanned again from full tokens.
    @Test(arguments: ["var c:[).class{\u{0}}", "var c: [ ({ struct S {}; { x } }) ]\n", "let(struct a{){s}"])
    func aScanThatPassesEverySkimmedRegionFindsWhatTheFullScanFinds(_ source: String) {
        let bytes = Array(source.utf8)
        let lexed = Lexer.tokenizeSkimmingBodies(bytes)
        let scanned = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: lexed.tokens)
        let full = DeclarationScanner.scan(bytes)
        #expect(scanned.skimmedRegions != lexed.skimmed
            || DeclarationDump.lines(scanned.tree, bytes: bytes) == DeclarationDump.lines(full, bytes: bytes))
    }

    @Test func survivesTenThousandNestedLocalTypesAndFunctions() {
        let depth = 10_000
        let source = String(repeating: "func f() { class A { ", count: depth) + String(repeating: "} } ", count: depth)
        let tree = DeclarationScanner.scan(Array(source.utf8))
        // Local types deeper than the scanner reads groups of code are not read; the scan still ends.
        #expect(tree.allTypes.count == DeclarationScanner.maximumRegionNesting)
        #expect(tree.allTypes.allSatisfy { $0.isLocal })
    }
}
