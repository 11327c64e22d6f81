import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct LintCommandTests {
    let files = [
        "App/LoginInteraction.swift": "class LoginInteraction: LoginInteracting {}\n",
        "App/LoginInteracting.swift": "protocol LoginInteracting: AnyObject {}\n",
        "App/BannerRenderable.swift": "struct BannerRenderable {\n    var message: String\n}\n",
        "App/Clean.swift": "final class Clean {}\n",
    ]

    @Test func reportsFindingsInXcodeFormatAndExitsWithTwo() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("lint", "App") == .violations)
        #expect(test.output.text == """
            /work/App/BannerRenderable.swift:2:9: error: Immutable Renderable Violation: 'message' is a stored 'var' of Renderable 'BannerRenderable'; declare it with 'let' (immutable_renderable)
            /work/App/LoginInteraction.swift:1:7: error: Final Component Violation: Interaction 'LoginInteraction' is not final; declare it 'final class' (final_component)

            """)
        #expect(test.errorOutput.text == """
            Found 2 violations, 2 serious in 4 files.
              final_component: 1 (sss rules final_component)
              immutable_renderable: 1 (sss rules immutable_renderable)

            """)
    }

    @Test func lintsTheCurrentFolderByDefaultAndExitsWithZeroWhenClean() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: ["A.swift": "final class A {}\n"]))
        #expect(test.run("lint") == .success)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == "Found 0 violations, 0 serious in 1 file.\n")
    }

    @Test func lenientTurnsErrorsIntoWarningsAndExitsWithZero() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("lint", "App", "--lenient", "--quiet") == .success)
        #expect(test.output.text.contains(": warning: Final Component Violation"))
        #expect(test.errorOutput.text.isEmpty)
    }

    @Test func strictTurnsWarningsIntoErrors() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: ["A.swift": "final class LoginInteraction {}\n"])
        let normal = TestContext(fileSystem: fileSystem)
        #expect(normal.run("lint", "-q") == .success)
        #expect(normal.output.text.contains(": warning: Component Conformance Violation"))
        let strict = TestContext(fileSystem: fileSystem)
        #expect(strict.run("lint", "-q", "--strict") == .violations)
        #expect(strict.output.text.contains(": error: Component Conformance Violation"))
    }

    @Test func writesSeveralReportsInOneRun() throws {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: files)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("lint", "App", "--reporter", "json", "--output", "out/report.json", "--reporter", "checkstyle", "--output", "out/report.xml", "-q") == .violations)
        #expect(test.output.text.isEmpty)
        let json = try #require(fileSystem.files["/work/out/report.json"])
        let xml = try #require(fileSystem.files["/work/out/report.xml"])
        #expect(json.contains("\"rule_id\" : \"final_component\""))
        #expect(xml.contains("source=\"sss.rules.immutable_renderable\""))
    }

    @Test func rejectsAMissingPathWithExitOne() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("lint", "Nowhere") == .failure)
        #expect(test.errorOutput.text == "Nowhere: error: no such file or folder\n")
    }

    @Test func suggestsTheReporterMeantByATypo() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("lint", "--reporter", "jsn") == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: unknown reporter 'jsn'; did you mean 'json'?"))
    }

    @Test func rejectsTwoReportsOnStandardOutput() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("lint", "--reporter", "json", "--reporter", "xcode") == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: only one report can go to standard output"))
    }

    @Test func skipsBinaryAndInvalidFilesWithAWarningAndLintsTheRest() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: files)
        try? fileSystem.writeFile([0x63, 0x00, 0x01], atPath: "/work/App/Binary.swift")
        try? fileSystem.writeFile([0x6C, 0x65, 0x74, 0xE9, 0x20], atPath: "/work/App/Latin1.swift")
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("lint", "App") == .violations)
        #expect(test.errorOutput.text == """
            /work/App/Binary.swift: warning: binary file (contains a NUL byte); skipped
            /work/App/Latin1.swift: warning: not UTF-8 text (invalid byte at offset 3); skipped
            Found 2 violations, 2 serious in 4 files.
              final_component: 1 (sss rules final_component)
              immutable_renderable: 1 (sss rules immutable_renderable)

            """)
    }

    @Test func findingsDoNotDependOnTheNumberOfThreads() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: files)
        let one = TestContext(fileSystem: fileSystem)
        let many = TestContext(fileSystem: fileSystem)
        #expect(one.run("lint", "App", "--threads", "1") == many.run("lint", "App", "-j", "8"))
        #expect(one.output.text == many.output.text)
        #expect(!one.output.text.isEmpty)
    }
}
