import Testing
@testable import SSSCore
import SSSTestSupport

/// The files a run reports as linted: every path it was given but those it could not read, in the
/// order given.
struct LintedFilesTests {
    @Test(arguments: [1, 2])
    func leaveOutTheFilesThatCouldNotBeRead(threads: Int) {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: ["B.swift": "struct B {}\n", "A.swift": "struct A {}\n"])
        let linter = Linter(rules: [], settings: LintSettings(), threads: threads)
        let run = linter.lint(paths: ["/work/B.swift", "/work/Gone.swift", "/work/A.swift"], fileSystem: fileSystem)
        #expect(run.lintedFiles == ["/work/B.swift", "/work/A.swift"])
        #expect(run.skipped.map(\.path) == ["/work/Gone.swift"])
        #expect(linter.lint(paths: ["/work/B.swift", "/work/A.swift"], fileSystem: fileSystem).lintedFiles == ["/work/B.swift", "/work/A.swift"])
    }
}
