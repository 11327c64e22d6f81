import Testing
@testable import SSSCore
import SSSTestSupport

/// Local types in the codebase index: seen only inside the bodies of code they are declared in, and
/// conformances that classes inherit from their superclasses.
struct LocalTypeIndexTests {
    private let path = "/app/Tests.swift"

    private func summaries(_ files: [String: String]) -> [FileSummary] {
        files.keys.sorted().map { FileSummary(LintedFile(source: SourceFile(path: $0, text: files[$0] ?? ""))) }
    }

    /// Where the superclass of the class called `name` in `path` resolves to, as `path:key`, or `nil`.
    private func superclass(of name: String, in files: [String: String]) throws -> String? {
        let all = summaries(files)
        let index = CodebaseIndex(all)
        let (file, type) = try #require(all.lazy.flatMap { file in file.types.map { (file, $0) } }.first { $0.1.name == name })
        let written = try #require(type.inheritance.first?.named)
        let scopes = index.enclosingScopes(ofTypeAt: type.nameOffset, in: file.path)
        return index.resolveClass(written, from: scopes, in: file.path).map { "\($0.path):\($0.qualifiedName)" }
    }

    @Test func aLocalClassIsSeenInsideItsBodyOnly() throws {
        let text = """
            func testSend() {
                class Socket {}
                if flag {
                    final class Fake: Socket {}
                }
            }
            final class Outside: Socket {}
            """
        let key = try superclass(of: "Fake", in: [path: text])
        #expect(key?.hasPrefix(path + ":{") == true)
        #expect(key?.hasSuffix("}.Socket") == true)
        #expect(try superclass(of: "Outside", in: [path: text]) == nil)
    }

    @Test func aLocalTypeHidesAClassOfTheSameNameOutside() throws {
        let files = [
            "/app/Socket.swift": "class Socket {}\n",
            path: "func test() {\n    struct Socket {}\n    final class Fake: Socket {}\n}\nfinal class Real: Socket {}\n",
        ]
        #expect(try superclass(of: "Fake", in: files) == nil)
        #expect(try superclass(of: "Real", in: files) == "/app/Socket.swift:Socket")
    }

    @Test func localTypesOfTheSameNameInDifferentBodiesAreDifferentTypes() throws {
        let text = """
            func first() {
                class Base: FirstProtocol {}
                final class Leaf: Base {}
            }
            func second() {
                class Base: SecondProtocol {}
            }
            """
        let all = summaries([path: text])
        let index = CodebaseIndex(all)
        let leaf = try #require(all[0].types.first { $0.name == "Leaf" })
        let bases = all[0].types.filter { $0.name == "Base" }
        #expect(bases.count == 2)
        #expect(index.key(of: bases[0], in: path) != index.key(of: bases[1], in: path))
        #expect(index.conformances(ofClass: leaf, in: path) == ["Base", "FirstProtocol"])
    }

    @Test func aTypeNestedInALocalTypeIsReachedThroughIt() throws {
        let text = """
            func test() {
                enum Fixtures {
                    class Base {}
                    final class Leaf: Base {}
                }
                final class Other: Fixtures.Base {}
            }
            final class Outside: Fixtures.Base {}
            """
        #expect(try superclass(of: "Leaf", in: [path: text])?.hasSuffix("}.Fixtures.Base") == true)
        #expect(try superclass(of: "Other", in: [path: text])?.hasSuffix("}.Fixtures.Base") == true)
        #expect(try superclass(of: "Outside", in: [path: text]) == nil)
    }

    @Test func aClassInheritsTheConformancesOfItsSuperclasses() throws {
        let files = [
            "/app/Base.swift": "class Root: RootProtocol {}\nclass Middle: Root {}\nextension Middle: MiddleProtocol {}\n",
            path: "final class Leaf: Middle, LeafProtocol {}\nclass Loop: Loop {}\n",
        ]
        let all = summaries(files)
        let index = CodebaseIndex(all)
        let file = try #require(all.first { $0.path == path })
        let leaf = try #require(file.types.first { $0.name == "Leaf" })
        #expect(index.conformances(ofClass: leaf, in: path) == ["Middle", "LeafProtocol", "Root", "MiddleProtocol", "RootProtocol"])
        let loop = try #require(file.types.first { $0.name == "Loop" })
        #expect(index.conformances(ofClass: loop, in: path) == ["Loop"])
    }
}
