import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// The public reading of a file's types, through the public API only, as a plugin would use it.
struct DeclaredTypeTests {
    private static let source = """
        public final class Socket: @unchecked Sendable {}

        enum Tree {
            fileprivate struct Node<Value>: Producer<Value, (Int) -> Bool> {}
        }

        extension Tree . Node: Equatable where Value: Equatable {}

        func testSend() {
            final class FakeSocket: Socket {
                struct Packet {}
            }
        }
        """

    @Test func readsEachTypeWithItsPlaceNameAndHeader() {
        let types = DeclaredType.all(in: Array(Self.source.utf8))
        #expect(types.map(\.kind) == [.class, .enum, .struct, .extension, .class, .struct])
        #expect(types.map(\.name) == ["Socket", "Tree", "Node", "Tree.Node", "FakeSocket", "Packet"])
        #expect(types.map(\.enclosing) == ["", "", "Tree", "", "", "FakeSocket"])
        #expect(types.map(\.isLocal) == [false, false, false, false, true, true])
        #expect(types.map(\.position) == [
            LineColumn(line: 1, column: 20), LineColumn(line: 3, column: 6), LineColumn(line: 4, column: 24),
            LineColumn(line: 7, column: 11), LineColumn(line: 10, column: 17), LineColumn(line: 11, column: 16),
        ])
        #expect(types[0].nameOffset == 19)
        #expect(types.map(\.modifiers) == [["public", "final"], [], ["fileprivate"], [], ["final"], []])
        #expect(types.map(\.firstInheritance) == ["@unchecked Sendable", nil, "Producer<Value, (Int) -> Bool>", "Equatable", "Socket", nil])
        #expect(types.map(\.firstInheritanceName) == ["Sendable", nil, "Producer", "Equatable", "Socket", nil])
    }

    @Test func aBacktickedNameIsGivenWithoutItsBackticks() {
        let types = DeclaredType.all(in: Array("enum `Type` {\n    struct `self` {}\n}\n".utf8))
        #expect(types.map(\.name) == ["Type", "self"])
        #expect(types.map(\.enclosing) == ["", "Type"])
    }

    @Test func aLintRunReadsTheSameTypes() {
        let bytes = Array(Self.source.utf8)
        #expect(DeclaredType.allAsLinted(in: bytes) == DeclaredType.all(in: bytes))
    }

    /// The skim leaves bodies of code that declare types to the scanner; the bodies around them and
    /// beside them are still skimmed, and a type's place is the same either way.
    @Test func aSkimmedBodyBesideALocalTypeKeepsThePlacesAfterIt() {
        let source = """
            func setUp() {
                let values = [1, 2, 3].map { value in "\\(value)" }
                enum Local { case one }
                _ = { struct Inner {} }
            }
            class After: Base {}
            """
        let bytes = Array(source.utf8)
        let linted = DeclaredType.allAsLinted(in: bytes)
        #expect(linted.map(\.name) == ["Local", "Inner", "After"])
        #expect(linted.last?.position == LineColumn(line: 6, column: 7))
        #expect(linted == DeclaredType.all(in: bytes))
    }

    @Test func bothReadingsAgreeOnThisRepository() throws {
        let files = Repository.files(under: "Sources", suffix: ".swift") + Repository.files(under: "Tests", suffix: ".swift")
        var count = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let full = DeclaredType.all(in: bytes)
            count += full.count
            #expect(DeclaredType.allAsLinted(in: bytes) == full, "\(file.path)")
        }
        #expect(count > 500)
    }

    @Test func anEmptyOrBrokenFileHasNoTypeOrWhatItCanRead() {
        #expect(DeclaredType.all(in: []).isEmpty)
        #expect(DeclaredType.allAsLinted(in: []).isEmpty)
        let broken = Array("struct Open {\n    func f() { class Inside: (\n".utf8)
        #expect(DeclaredType.all(in: broken).map(\.name) == ["Open", "Inside"])
        #expect(DeclaredType.allAsLinted(in: broken) == DeclaredType.all(in: broken))
    }
}
