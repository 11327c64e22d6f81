import Testing
@testable import SSSCore
import SSSTestSupport

/// A lint run gathers the codebase's type names, local types' included, only when asked to.
struct LinterTypeNamesTests {
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: [
        "App/A.swift": "struct Login { enum Step {} }\nextension Other {}\n",
        "App/B.swift": "final class Home {}\nfunc helper() { struct Local {} }\n",
    ])
    let paths = ["/work/App/A.swift", "/work/App/B.swift"]

    @Test func collectsDeclaredTypeNamesByDefault() {
        let run = Linter(rules: [], settings: LintSettings(), threads: 2).lint(paths: paths, fileSystem: fileSystem)
        #expect(run.declaredTypeNames == ["Login", "Step", "Home", "Local"])
    }

    @Test func leavesThemOutWhenNotAsked() {
        let linter = Linter(rules: [], settings: LintSettings(), threads: 1, collectingTypeNames: false)
        let run = linter.lint(paths: paths, fileSystem: fileSystem)
        #expect(run.declaredTypeNames.isEmpty)
        #expect(run.lintedFiles == paths)
    }
}
