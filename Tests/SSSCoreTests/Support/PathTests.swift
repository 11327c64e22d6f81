import Testing
import SSSCore
import SSSTestSupport

struct PathTests {
    @Test func normalizesDotsAndSlashes() {
        #expect(Path.normalize("a/./b//c/../d") == "a/b/d")
        #expect(Path.normalize("/a/../../b") == "/b")
        #expect(Path.normalize("../x") == "../x")
        #expect(Path.normalize("a/..") == ".")
    }

    @Test func leavesNormalPathsAsTheyAreAndMendsTheRest() {
        let cases = [
            ("/", "/"), ("", "."), (".", "."), ("..", ".."), ("/a/b", "/a/b"), ("a", "a"), ("/...", "/..."),
            (".hidden/x.swift", ".hidden/x.swift"), ("./a", "a"), ("a/", "a"), ("//a", "/a"), ("a//b", "a/b"),
            ("a/b/.", "a/b"), ("/a/b/..", "/a"), ("/..", "/"), ("a/.../..", "a"),
        ]
        for (path, normalized) in cases {
            #expect(Path.normalize(path) == normalized, "\(path)")
        }
    }

    @Test func joinsAFolderAndAName() {
        let cases = [
            ("a/b", "c.swift", "a/b/c.swift"), ("a/b/", "c.swift", "a/b/c.swift"), ("/", "c", "/c"),
            ("", "c", "c"), (".", "c", "c"), ("a", "/abs/c", "/abs/c"), ("Földer", "Dätei.swift", "Földer/Dätei.swift"),
            ("a-folder-name-longer-than-a-small-string", "and-a-long-file-name.swift",
             "a-folder-name-longer-than-a-small-string/and-a-long-file-name.swift"),
        ]
        for (base, component, joined) in cases {
            #expect(Path.join(base, component) == joined, "\(base) + \(component)")
        }
    }

    @Test func makesPathsAbsolute() {
        #expect(Path.absolute("Sources/../x.swift", relativeTo: "/work") == "/work/x.swift")
        #expect(Path.absolute("/tmp/x", relativeTo: "/work") == "/tmp/x")
    }

    @Test func splitsParentAndLastComponent() {
        #expect(Path.parent(of: "a/b/c") == "a/b")
        #expect(Path.parent(of: "c") == ".")
        #expect(Path.parent(of: "/c") == "/")
        #expect(Path.lastComponent(of: "a/b/c.swift") == "c.swift")
        #expect(Path.lastComponent(of: "a/b/") == "b")
    }

    @Test func tellsWhetherAPathIsInsideAnother() {
        #expect(Path.isInside("/out/A.swift", "/out"))
        #expect(!Path.isInside("/outside/A.swift", "/out"))
        #expect(Path.relative("/work/Sources/A.swift", to: "/work") == "Sources/A.swift")
        #expect(Path.relative("/elsewhere/A.swift", to: "/work") == "/elsewhere/A.swift")
    }
}
