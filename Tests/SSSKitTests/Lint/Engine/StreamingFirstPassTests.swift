import Testing
@testable import SSSKit

/// Linting files while the search finds them must give the run a lint of the final file list gives.
struct StreamingFirstPassTests {
    static let files = [
        "A.swift": "class Base {}\nclass Sub: Base {}\n",
        "B.swift": "class Other: Base {}\nfinal class LoginInteraction {}\n",
        "C.swift": "struct LoginRenderable { var title: String }\n",
    ]

    private func linter() -> Linter {
        let settings = LintSettings()
        return Linter(rules: RuleRegistry.all.map { $0.init(settings: settings) }, settings: settings, threads: 2)
    }

    private func describe(_ run: LintRun) -> [String] {
        run.findings.map { "\($0.path):\($0.position.line):\($0.position.column) \($0.ruleID)" } + run.lintedFiles
    }

    @Test func filesSubmittedOrNotGiveTheSameRun() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/code", files: Self.files)
        let paths = Self.files.keys.sorted().map { "/code/" + $0 }
        let expected = describe(linter().lint(paths: paths, fileSystem: fileSystem))
        #expect(expected.contains("/code/A.swift:2:7 custom_class_inheritance"))
        // Some files submitted, in another order, one twice; one submitted that the final list leaves out.
        let linter = linter()
        let streamed = StreamingFirstPass(linter: linter, fileSystem: fileSystem, threads: 2)
        for path in ["/code/C.swift", "/code/A.swift", "/code/C.swift", "/code/Gone.swift"] {
            streamed.submit(path)
        }
        let run = linter.lint(paths: paths, fileSystem: fileSystem, streamed: streamed)
        #expect(describe(run) == expected)
        #expect(run.skipped.isEmpty)
    }

    @Test func aCancelledStreamStopsWithWorkQueued() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/code", files: Self.files)
        let streamed = StreamingFirstPass(linter: linter(), fileSystem: fileSystem, threads: 2)
        for _ in 0..<100 {
            for path in Self.files.keys {
                streamed.submit("/code/" + path)
            }
        }
        streamed.cancel()
        streamed.submit("/code/A.swift")
        #expect(streamed.finish().count <= Self.files.count)
    }

    @Test func theLintCommandFindsTheSameWithOneThreadAndWithTwo() {
        let one = TestContext(fileSystem: InMemoryFileSystem(files: Self.files))
        let two = TestContext(fileSystem: InMemoryFileSystem(files: Self.files))
        #expect(one.run("lint", "--threads", "1") == two.run("lint", "--threads", "2"))
        #expect(!one.output.text.isEmpty)
        #expect(one.output.text == two.output.text)
    }
}
