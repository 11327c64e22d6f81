import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// What `sss lint` refuses before reading a file, as SwiftLint users expect: a run with nothing to lint,
/// a report with no reporter of its own or written over a linted file; and where its configuration
/// comes from.
struct LintRunGuardTests {
    private static let interaction = "class LoginInteraction {}\n"

    @Test func aRunWithNoSwiftFileToLintIsAnError() throws {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: ["Docs/README.md": "# Docs\n"])
        try fileSystem.createDirectory(atPath: "/work/Empty")
        let empty = TestContext(fileSystem: fileSystem)
        #expect(empty.run("lint", "Docs", "Empty") == .failure)
        #expect(empty.output.text.isEmpty)
        #expect(empty.errorOutput.text
            == "error: no Swift files to lint in 'Docs', 'Empty'; pass '--allow-zero-lintable-files' when an empty run is expected\n")
        let allowed = TestContext(fileSystem: fileSystem)
        #expect(allowed.run("lint", "Docs", "--allow-zero-lintable-files") == .success)
        #expect(allowed.errorOutput.text == "Found 0 violations, 0 serious in 0 files.\n")
    }

    @Test func aRunWhoseFilesAreAllExcludedIsAnError() {
        let test = ConfigurationTestSupport.context([".sss.yml": "excluded: [Generated]\n", "Generated/A.swift": Self.interaction])
        #expect(test.run("lint") == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: no Swift files to lint in the current folder;"))
        let included = ConfigurationTestSupport.context([
            ".sss.yml": "included: [Generated]\nexcluded: [\"**/*.swift\"]\n", "Generated/A.swift": Self.interaction,
        ])
        #expect(included.run("lint") == .failure)
        #expect(included.errorOutput.text.hasPrefix("error: no Swift files to lint under the configuration's 'included';"))
    }

    @Test func anOutputWithoutAReporterOfItsOwnIsAnError() {
        let first = ConfigurationTestSupport.context(["A.swift": Self.interaction])
        #expect(first.run("lint", "--output", "report.json", "--reporter", "json") == .failure)
        #expect(first.errorOutput.text.hasPrefix(
            "error: '--output report.json' has no reporter of its own: no '--reporter' comes before it; "
                + "name the format first, as in '--reporter xcode --output report.json'\n"
        ))
        let twice = ConfigurationTestSupport.context(["A.swift": Self.interaction])
        #expect(twice.run("lint", "--reporter", "json", "--output", "a.json", "--output", "b.json") == .failure)
        #expect(twice.errorOutput.text.hasPrefix("error: '--output b.json' has no reporter of its own: '--reporter json' already writes to 'a.json';"))
        #expect(!twice.context.fileSystem.fileExists(atPath: "/work/a.json"))
    }

    @Test func aReportIsNeverWrittenOverAFileBeingLinted() throws {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: ["Sources/A.swift": Self.interaction])
        fileSystem.addLink(at: "/work/link.swift", to: "/work/Sources/A.swift")
        for target in ["Sources/A.swift", "./Sources/../Sources/A.swift", "/work/link.swift"] {
            let test = TestContext(fileSystem: fileSystem)
            #expect(test.run("lint", "Sources", "--reporter", "json", "--output", target) == .failure)
            #expect(test.errorOutput.text == "\(target): error: the report would be written over a Swift file this run lints; choose another file\n")
        }
        let baseline = TestContext(fileSystem: fileSystem)
        #expect(baseline.run("lint", "Sources", "--write-baseline", "Sources/A.swift") == .failure)
        #expect(baseline.errorOutput.text.contains("error: the baseline would be written over a Swift file this run lints"))
        #expect(fileSystem.files["/work/Sources/A.swift"] == Self.interaction)
        // A Swift file that is not linted may be written, as any other file.
        let other = TestContext(fileSystem: fileSystem)
        #expect(other.run("lint", "Sources", "--quiet", "--reporter", "json", "--output", "Report.swift") == .violations)
        #expect(fileSystem.files["/work/Report.swift"]?.hasPrefix("[") == true)
    }

    @Test func theConfigurationIsFoundFromASubfolderUpToTheRepositoryRoot() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/repo/App/Feature", files: [
            "/repo/.sss.yml": "only_rules: [component_conformance]\n",
            "/repo/.git/HEAD": "ref: refs/heads/main\n",
            "/repo/App/Feature/LoginInteraction.swift": Self.interaction,
        ])
        let lint = TestContext(fileSystem: fileSystem)
        #expect(lint.run("lint", "--quiet") == .success)
        #expect(lint.output.text.contains("(component_conformance)"))
        #expect(!lint.output.text.contains("(final_component)"))
        let config = TestContext(fileSystem: fileSystem)
        #expect(config.run("config") == .success)
        #expect(config.output.text.hasPrefix("# The configuration read from ../../.sss.yml, with every default filled in.\n"))
    }

    @Test func theSearchStopsAtTheRepositoryRoot() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/outer/repo/App", files: [
            "/outer/.sss.yml": "only_rules: [component_conformance]\n",
            "/outer/repo/.git": "gitdir: /elsewhere\n",
            "/outer/repo/App/LoginInteraction.swift": Self.interaction,
        ])
        let config = TestContext(fileSystem: fileSystem)
        #expect(config.run("config") == .success)
        #expect(config.output.text.hasPrefix("# No .sss.yml was found in the current folder or above it"))
        let lint = TestContext(fileSystem: fileSystem)
        #expect(lint.run("lint", "--quiet") == .violations)
        #expect(lint.output.text.contains("(final_component)"))
    }

    @Test func anErrorInTheConfigurationNamesNoCommandThatReadsIt() {
        let test = ConfigurationTestSupport.context([".sss.yml": "disabled_rules: [no_such_rule]\n", "A.swift": Self.interaction])
        #expect(test.run("lint") == .failure)
        #expect(test.errorOutput.text.contains("unknown rule 'no_such_rule'; the rules are custom_class_inheritance, "))
        #expect(!test.errorOutput.text.contains("'sss "))
        // The commands that list rules stop at the same mistake.
        #expect(test.run("config") == .failure)
        #expect(test.run("rules") == .failure)
    }
}
