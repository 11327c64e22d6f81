import Testing
import SSSCore
import SSSTestSupport

struct DeclarationScannerTypeTests {
    @Test func readsEveryKindOfTypeWithItsNamePosition() {
        let source = """
        class A {}
        struct B {}
        enum C {}
        protocol D {}
        actor E {}
        extension F {}
        """
        #expect(DeclarationDump.lines(source) == [
            "class A @1:7", "struct B @2:8", "enum C @3:6", "protocol D @4:10", "actor E @5:7", "extension F @6:11",
        ])
    }

    @Test func readsModifiersAndAttributesAndWhereTheDeclarationStarts() throws {
        let source = """
        @MainActor @objc(BannerView)
        public final class Banner {}
        """
        #expect(DeclarationDump.lines(source) == ["@MainActor @objc public final class Banner @2:20"])
        let type = try #require(DeclarationScanner.scan(Array(source.utf8)).allTypes.first)
        #expect(type.offset == 0)
        #expect(type.attributes.map(\.name) == ["MainActor", "objc"])
        let arguments = try #require(type.attributes[1].arguments)
        #expect(String(decoding: Array(source.utf8)[arguments], as: UTF8.self) == "BannerView")
        #expect(type.modifiers == [.public, .final])
    }

    @Test func namesAttributesWithoutTheirAt() throws {
        let source = """
        @Outer.Wrapper @_spi(Private) @Ünïcode @ struct Tagged {
            @discardableResult func make(@ViewBuilder content: () -> Int) -> Int { 0 }
        }
        """
        let type = try #require(DeclarationScanner.scan(Array(source.utf8)).allTypes.first)
        #expect(type.attributes.map(\.name) == ["Outer.Wrapper", "_spi", "Ünïcode", ""])
        #expect(type.attributes.map(\.offset) == [0, 15, 30, 41])
        let function = try #require(type.functions.first)
        #expect(function.attributes.map(\.name) == ["discardableResult"])
        #expect(function.parameters.flatMap(\.attributes).map(\.name) == ["ViewBuilder"])
    }

    @Test func readsGenericParametersInheritanceAndWhereClause() {
        let source = "final class Box<T: Equatable, U>: Base<[T]>, Tree.Node, P & Q where T: Hashable, U == Int {}"
        #expect(DeclarationDump.lines(source) == [
            "final class Box<T: Equatable, U> @1:13 : Base<[T]>, Tree.Node, P & Q where T: Hashable, U == Int",
        ])
    }

    @Test func splitsClosingAnglesThatTheLexerFused() {
        #expect(DeclarationDump.lines("struct S<T: Box<Int>>: P<Q<R>> {}") == ["struct S<T: Box<Int>> @1:8 : P<Q<R>>"])
    }

    @Test func keepsInheritanceEntriesWithTheirOffsets() throws {
        let source = "class Leaf: Tree<Int>.Node, Sendable {}"
        let type = try #require(DeclarationScanner.scan(Array(source.utf8)).allTypes.first)
        #expect(type.inheritance == [
            TypeReference(text: "Tree<Int>.Node", offset: 12), TypeReference(text: "Sendable", offset: 28),
        ])
        #expect(type.inheritance[0].withoutGenericArguments == "Tree.Node")
        #expect(type.inheritance[0].baseName == "Node")
    }

    @Test func readsClassBoundProtocols() {
        let source = """
        protocol A: AnyObject {}
        protocol B: class, Other {}
        protocol C: A {}
        """
        #expect(DeclarationDump.lines(source) == [
            "protocol A @1:10 : AnyObject", "protocol B @2:10 : class, Other", "protocol C @3:10 : A",
        ])
    }

    @Test func readsExtensionsWithQualifiedAndGenericTypesAndConformances() {
        let source = """
        extension Tree.Node: Equatable, CustomStringConvertible {}
        extension Array<Int> where Element: Comparable {}
        """
        #expect(DeclarationDump.lines(source) == [
            "extension Tree.Node @1:11 : Equatable, CustomStringConvertible",
            "extension Array<Int> @2:11 where Element: Comparable",
        ])
    }

    /// Swift allows a `.` between blanks in a type (swift-syntax reads `Tree . Node` as `Tree.Node`), and
    /// a line break before it; a blank after it alone is an error, and the name ends before the `.`.
    @Test func readsQualifiedNamesWithBlanksAroundTheirPeriods() {
        let source = """
        extension Tree . Node: Equatable {}
        extension Tree
            .Node: Hashable {}
        extension Tree. Node: Sendable {}
        """
        #expect(DeclarationDump.lines(source) == [
            "extension Tree.Node @1:11 : Equatable",
            "extension Tree.Node @2:11 : Hashable",
            "extension Tree @4:11",
        ])
    }

    @Test func nestsTypesAndQualifiesTheirNames() {
        let source = """
        enum Tree {
            final class Node {
                struct Leaf {}
            }
        }
        extension Tree.Node {
            class Twig: Node {}
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "enum Tree @1:6",
            "  final class Node @2:17",
            "    struct Leaf @3:16",
            "extension Tree.Node @6:11",
            "  class Twig @7:11 : Node",
        ])
        let tree = DeclarationScanner.scan(Array(source.utf8))
        #expect(tree.allTypes.map(\.qualifiedName) == ["Tree", "Tree.Node", "Tree.Node.Leaf", "Tree.Node", "Tree.Node.Twig"])
    }

    @Test func readsClassFuncAndClassVarAsMembersNotClasses() {
        let source = """
        class Base {
            class func make() -> Base { Base() }
            class var name: String { "base" }
            class override func reset() {}
            final class Inner {}
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "class Base @1:7",
            "  class function make() -> Base @2:16 body",
            "  class var name: String computed @3:15",
            "  class override function reset() @4:25 body",
            "  final class Inner @5:17",
        ])
    }

    @Test func readsActorAsANameWhereItIsOne() {
        let source = """
        actor Store {}
        let actor = Actor()
        """
        #expect(DeclarationDump.lines(source) == ["actor Store @1:7", "let actor = stored @2:5"])
    }

    @Test func readsBacktickedTypeNamesWithoutBackticks() {
        #expect(DeclarationDump.lines("enum `Type` { case `default` }") == ["enum Type @1:6", "  case default @1:20"])
    }

    @Test func keepsTheBodyAsATokenRangeFromBraceToBrace() throws {
        let source = "struct S { let a = 1 }"
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        let type = try #require(DeclarationScanner.scan(bytes, tokens: tokens).allTypes.first)
        let body = try #require(type.body)
        #expect(tokens[body.lowerBound].kind == .leftBrace)
        #expect(tokens[body.upperBound - 1].kind == .rightBrace)
        #expect(body.upperBound == tokens.count)
    }
}
