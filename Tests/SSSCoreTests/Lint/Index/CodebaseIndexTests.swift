import Testing
@testable import SSSCore
import SSSTestSupport

/// How the codebase index resolves a type name written somewhere in the linted files.
struct CodebaseIndexTests {
    private func index(_ files: [String: String]) -> CodebaseIndex {
        CodebaseIndex(files.keys.sorted().map { path in
            FileSummary(LintedFile(source: SourceFile(path: path, text: files[path] ?? "")))
        })
    }

    /// Where the class `reference` resolves to, as `path:qualified name`, or `nil`.
    private func resolve(_ reference: String, from scopes: [String] = [], in path: String = "/app/Main.swift", _ index: CodebaseIndex) -> String? {
        index.resolveClass(reference, from: scopes, in: path).map { "\($0.path):\($0.qualifiedName)" }
    }

    @Test func aPlainNameMatchesATopLevelClassButNoNestedOne() {
        let index = index(["/app/Tree.swift": "enum Tree {\n    class Node {}\n}\nclass Base {}\n"])
        #expect(resolve("Base", index) == "/app/Tree.swift:Base")
        #expect(resolve("Node", index) == nil)
        #expect(resolve("Tree.Node", index) == "/app/Tree.swift:Tree.Node")
        #expect(resolve("Node", from: ["Tree"], index) == "/app/Tree.swift:Tree.Node")
    }

    @Test func recordsTheScopesNameLookupSearchesAroundNestedTypes() throws {
        let path = "/app/Scopes.swift"
        let text = """
            enum Outer {
                struct Inner {
                    class Deep {}
                }
            }
            extension Outer.Inner {
                class Added {}
            }
            class Top {}
            """
        let index = index([path: text])
        let bytes = Array(text.utf8)
        func scopes(of name: String) throws -> [String] {
            let needle = Array(("class " + name).utf8)
            let start = try #require(bytes.indices.first { Array(bytes[$0...].prefix(needle.count)) == needle })
            return index.enclosingScopes(ofTypeAt: start + 6, in: path)
        }
        #expect(try scopes(of: "Deep") == ["Outer.Inner", "Outer"])
        #expect(try scopes(of: "Added") == ["Outer.Inner"])
        #expect(try scopes(of: "Top") == [])
    }

    @Test func anotherKindOfTypeFoundFirstHidesTheClass() {
        let index = index([
            "/app/Combine.swift": "protocol Subscription {}\nextension Notification {\n    final class Subscription {}\n}\n",
            "/app/Feed.swift": "enum Feed {\n    protocol Row {}\n    typealias Cell = Row\n}\nclass Row {}\nclass Cell {}\n",
        ])
        #expect(resolve("Subscription", index) == nil)
        #expect(resolve("Subscription", from: ["Notification"], index) == "/app/Combine.swift:Notification.Subscription")
        #expect(resolve("Row", from: ["Feed"], index) == nil)
        #expect(resolve("Cell", from: ["Feed"], index) == nil)
        #expect(resolve("Row", index) == "/app/Feed.swift:Row")
    }

    @Test func privateClassesAreSeenOnlyInTheirOwnFile() {
        let index = index(["/app/A.swift": "private class Hidden {}\nfileprivate enum Box {\n    class Item {}\n}\nprivate extension Box {\n    class Extra {}\n}\n"])
        #expect(resolve("Hidden", in: "/app/A.swift", index) == "/app/A.swift:Hidden")
        #expect(resolve("Hidden", in: "/app/B.swift", index) == nil)
        #expect(resolve("Box.Item", in: "/app/A.swift", index) == "/app/A.swift:Box.Item")
        #expect(resolve("Box.Item", in: "/app/B.swift", index) == nil)
        #expect(resolve("Box.Extra", in: "/app/B.swift", index) == nil)
    }

    @Test func ignoresAModuleNameAndBackticks() {
        let index = index(["/app/Tree.swift": "enum Tree {\n    class Node {}\n}\nclass Base {}\n"])
        #expect(resolve("MyApp.Base", index) == "/app/Tree.swift:Base")
        #expect(resolve("MyApp.Tree.Node", index) == "/app/Tree.swift:Tree.Node")
        #expect(resolve("`Base`", index) == "/app/Tree.swift:Base")
        #expect(resolve("MyApp.Node", index) == nil)
    }

    /// The quick test that spares most references the search agrees with it: a name it rules out is
    /// never found, and every name found passes it.
    @Test func mayNameClassRulesOutOnlyNamesNoClassHas() {
        let index = index(["/app/Tree.swift": "enum Tree {\n    class Node {}\n}\nclass Base {}\nstruct Leaf {}\n"])
        for reference in ["Base", "`Base`", "MyApp.Base", "Tree.Node", "Node", "MyApp.`Tree`.`Node`"] {
            #expect(index.mayNameClass(reference), "\(reference)")
        }
        for reference in ["Leaf", "Tree", "Tree.Leaf", "Int", "Base.Leaf", ""] {
            #expect(!index.mayNameClass(reference), "\(reference)")
            #expect(resolve(reference, from: ["Tree"], index) == nil, "\(reference)")
        }
    }

    @Test func prefersTheDeclarationInTheClosestFolderWhenModulesShareAName() {
        let index = index([
            "/repos/Store/Sources/Record.swift": "open class Record {}\n",
            "/repos/Streams/Sources/Record.swift": "public struct Record {}\n",
        ])
        #expect(resolve("Record", in: "/repos/Store/Tests/RecordTests.swift", index) == "/repos/Store/Sources/Record.swift:Record")
        #expect(resolve("Record", in: "/repos/Streams/Sources/Other.swift", index) == nil)
        #expect(resolve("Record", in: "/repos/App/Main.swift", index) == nil)
    }

    @Test func followsProtocolInheritanceAndTypeAliases() {
        let index = index(["/app/P.swift": """
            protocol LoginInteracting: AnyObject {}
            protocol LoginInteractionProtocol: LoginInteracting {}
            typealias LoginContract = (any LoginInteractionProtocol & Sendable)?
            protocol Loop: Cycle {}
            protocol Cycle: Loop {}
            """])
        #expect(index.protocolsReachable(from: ["LoginContract"]).contains("LoginInteracting"))
        #expect(index.protocolsReachable(from: ["Loop"]) == ["Loop", "Cycle"])
        #expect(index.protocolsReachable(from: ["Unknown"]) == ["Unknown"])
    }
}
