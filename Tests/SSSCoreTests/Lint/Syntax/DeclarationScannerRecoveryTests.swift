import Testing
@testable import SSSCore
import SSSTestSupport

struct DeclarationScannerRecoveryTests {
    @Test func readsDeclarationsOfEveryConditionalCompilationBranch() {
        let source = """
        #if os(iOS) && !targetEnvironment(macCatalyst)
        import UIKit
        final class View: UIView {
            #if DEBUG
            var debugName: String { "view" }
            #elseif TESTING
            let testName = "t"
            #else
            @available(iOS 15, *)
            #endif
            func render() {}
        }
        #else
        class View: NSView {}
        #endif
        """
        #expect(DeclarationDump.lines(source) == [
            "final class View @3:13 : UIView",
            "  var debugName: String computed @5:9",
            "  let testName = stored @7:9",
            "  @available function render() @11:10 body",
            "class View @14:7 : NSView",
        ])
    }

    @Test func aBraceBlockEndsAtItsMatchingBraceWhateverItLeavesOpen() {
        let source = """
        struct Form {
            func submit() { send(( }
            var title = ""
            func reset() { let rows = [ }
            let count = 0
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "struct Form @1:8",
            "  function submit() @2:10 body",
            "  var title = stored @3:9",
            "  function reset() @4:10 body",
            "  let count = stored @5:9",
        ])
        let bytes = Array(source.utf8)
        #expect(Lexer.tokenizeSkimmingBodies(bytes).tokens.filter { $0.flags.contains(.skimmedBody) }.count == 2)
    }

    @Test func recordsTheBranchesAroundEachDeclaration() throws {
        let source = """
        enum HomeAssembler {
            #if DEBUG
            static func assemble() -> Home { Home(debug: true) }
            #if os(iOS)
            static let a = 1
            #endif
            #else
            static func assemble() -> Home { Home() }
            #endif
            static func extra() {}
        }
        """
        let type = try #require(DeclarationScanner.scan(Array(source.utf8)).allTypes.first)
        #expect(type.conditions.isEmpty)
        // Blocks are named by the offset of their `#if`.
        let outer = try #require(source.utf8.firstRange(of: "#if DEBUG".utf8)).lowerBound
        let inner = try #require(source.utf8.firstRange(of: "#if os".utf8)).lowerBound
        let (outerBlock, innerBlock) = (source.utf8.distance(from: source.startIndex, to: outer), source.utf8.distance(from: source.startIndex, to: inner))
        #expect(type.members.map(\.conditions) == [
            [ConditionalBranch(block: outerBlock, branch: 0)],
            [ConditionalBranch(block: outerBlock, branch: 0), ConditionalBranch(block: innerBlock, branch: 0)],
            [ConditionalBranch(block: outerBlock, branch: 1)],
            [],
        ])
        let conditions = type.members.map(\.conditions)
        #expect(ConditionalBranch.areExclusive(conditions[0], conditions[2]))
        #expect(ConditionalBranch.areExclusive(conditions[1], conditions[2]))
        #expect(!ConditionalBranch.areExclusive(conditions[0], conditions[1]))
        #expect(!ConditionalBranch.areExclusive(conditions[0], conditions[3]))
    }

    @Test func ignoresDeclarationsInsideStringsAndCommentsButReadsBodies() {
        let source = ##"""
        // class Commented: Base {}
        /* struct Blocked {} */
        let text = "class Quoted: Base {}"
        let multi = """
            class InMulti: Base {}
            """
        let raw = #"class Raw: Base { \#(value) }"#
        func body() {
            class Local: Base {}
            let inner = 1
        }
        struct Real {}
        """##
        #expect(DeclarationDump.lines(source) == [
            "let text = stored @3:5",
            "let multi = stored @4:5",
            "let raw = stored @7:5",
            "function body() @8:6 body",
            "class Local @9:11 : Base local {8",
            "struct Real @12:8",
        ])
    }

    @Test func countsColumnsInBytesAfterMultibyteCharactersAndCRLFAndABOM() {
        let source = "\u{FEFF}// é😀\r\nlet s = \"😀\"; class Late {}\r\nstruct Next {}"
        #expect(DeclarationDump.lines(source) == ["let s = stored @2:5", "class Late @2:23", "struct Next @3:8"])
    }

    @Test func skipsTopLevelStatementsWithoutInventingDeclarations() {
        let source = """
        if let value = optional { print(value) }
        guard let other = maybe else { fatalError() }
        for item in items where item.isValid { run(item) }
        switch mode { case .a: break; default: break }
        configure(class: Widget.self, in: { let x = 1 })
        let real = 1
        """
        #expect(DeclarationDump.lines(source) == ["let real = stored @6:5"])
    }

    @Test func endsARepeatWhileConditionWithItsLine() {
        let source = """
        repeat { step() } while running
        let after = 1
        while true
        struct Kept {}
        """
        #expect(DeclarationDump.lines(source) == ["let after = stored @2:5", "struct Kept @4:8"])
    }

    @Test func recoversFromGarbageAtTheNextBrace() {
        let source = """
        class Broken: {
            func ( {
            var = 3
            }}
        struct After {
            let kept = 1
        }
        """
        #expect(DeclarationDump.lines(source) == ["class Broken @1:7", "struct After @5:8", "  let kept = stored @6:9"])
    }

    @Test func closesTypesLeftOpenAtTheEndOfInput() throws {
        let source = "class Open {\n    var a = 1\n    func f() {"
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(DeclarationDump.lines(source) == ["class Open @1:7", "  var a = stored @2:9", "  function f() @3:10 body"])
        let type = try #require(DeclarationScanner.scan(bytes, tokens: tokens).allTypes.first)
        #expect(type.body?.upperBound == tokens.count)
    }

    @Test func ignoresAStrayClosingBrace() {
        #expect(DeclarationDump.lines("} struct A {} }} class B {}") == ["struct A @1:10", "class B @1:24"])
    }

    @Test func survivesOneHundredThousandNestedBraces() {
        let depth = 100_000
        let source = "func f() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth) + " struct After {}"
        #expect(DeclarationDump.lines(source) == ["function f() @1:6 body", "struct After @1:200018"])
    }

    @Test func survivesOneHundredThousandNestedTypes() {
        let depth = 100_000
        let source = String(repeating: "struct A {", count: depth) + String(repeating: "}", count: depth)
        let tree = DeclarationScanner.scan(Array(source.utf8))
        #expect(tree.allTypes.count == DeclarationScanner.maximumTypeNesting + 1)
        #expect(tree.declarations.count == 1)
    }

    @Test func survivesOneHundredThousandUnclosedParenthesesAndBrackets() {
        for opening in ["(", "[", "<", "func f(", "var x: ["] {
            let source = "struct S { " + String(repeating: opening, count: 100_000) + " } class After {}"
            #expect(DeclarationDump.lines(source).last == "class After @1:\(11 + 100_000 * opening.utf8.count + 10)", "\(opening)")
        }
    }

    @Test func scansRandomTokenSoupWithoutTrapping() {
        var generator = SplitMix64(seed: 42)
        let words = ["class", "struct", "enum", "protocol", "extension", "actor", "func", "init", "deinit", "subscript",
                     "var", "let", "case", "typealias", "associatedtype", "import", "static", "final", "weak", "private",
                     "(set)", "@objc", "@Wrapper", "#if", "#else", "#endif", "X", "y", ":", ",", "=", "->", "<", ">", ">>",
                     "?", "!", "{", "}", "(", ")", "[", "]", "where", "some", "&", ".", "...", "\n", "\"s\"", "1", "get",
                     "didSet", "macro", "operator", "if", "else", "_", "inout", "throws", "async"]
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 40)
            let source = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
            let bytes = Array(source.utf8)
            let tokens = Lexer.tokenize(bytes)
            let tree = DeclarationScanner.scan(bytes, tokens: tokens)
            for type in tree.allTypes {
                #expect(type.nameOffset < max(1, bytes.count), "\(source)")
                if let body = type.body {
                    #expect(body.upperBound <= tokens.count && body.lowerBound < body.upperBound, "\(source)")
                }
            }
        }
    }
}
