import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss rules --markdown` and `sss docs --markdown` write their books as `sss generate` writes a
/// feature: nothing that differs is replaced without `--force`, and the pages are written all or none.
struct BookWriterTests {
    static let conflictError = "error: 1 file differs from what sss would write; nothing was written (use --force to replace them)\n"

    /// Every page of the rule book as `<action> book/<page>` lines, the index first.
    static func lines(_ action: (String) -> String) -> String {
        RuleBook.files().map { "\(action($0.path)) book/\($0.path)\n" }.joined()
    }

    @Test func reportsNewPagesAsCreatedAndUnchangedOnesAsIdentical() {
        let fileSystem = InMemoryFileSystem()
        let first = TestContext(fileSystem: fileSystem)
        #expect(first.run("rules", "--markdown", "book") == .success)
        #expect(first.output.text == Self.lines { _ in "create" })
        #expect(first.errorOutput.text.isEmpty)
        for file in RuleBook.files() {
            #expect(fileSystem.files["/work/book/" + file.path] == file.contents)
        }
        #expect(fileSystem.files.count == RuleBook.files().count)
        let second = TestContext(fileSystem: fileSystem)
        #expect(second.run("rules", "--markdown", "book") == .success)
        #expect(second.output.text == Self.lines { _ in "identical" })
        #expect(second.errorOutput.text.isEmpty)
    }

    @Test func aPageWithOtherContentsIsAConflictAndNothingIsWritten() {
        let fileSystem = InMemoryFileSystem(files: ["book/README.md": "Our own notes.\n"])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("rules", "--markdown", "book") == .failure)
        #expect(test.output.text == Self.lines { $0 == "README.md" ? "conflict" : "create" })
        #expect(test.errorOutput.text == Self.conflictError)
        #expect(fileSystem.files == ["/work/book/README.md": "Our own notes.\n"])
    }

    @Test func forceReplacesAPageWithOtherContents() {
        let fileSystem = InMemoryFileSystem(files: ["book/README.md": "Our own notes.\n"])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("rules", "--markdown", "book", "--force") == .success)
        #expect(test.output.text == Self.lines { $0 == "README.md" ? "overwrite" : "create" })
        #expect(fileSystem.files["/work/book/README.md"] == RuleBook.files().first?.contents)
    }

    @Test func aDryRunReportsWhatWouldHappenAndWritesNothing() {
        let fileSystem = InMemoryFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("rules", "--markdown", "book", "--dry-run") == .success)
        #expect(test.output.text == Self.lines { _ in "create" })
        #expect(fileSystem.files.isEmpty)
        #expect(fileSystem.status(ofItemAt: "/work/book", followingLinks: false) == nil)
        let conflicting = InMemoryFileSystem(files: ["book/README.md": "Our own notes.\n"])
        let withConflict = TestContext(fileSystem: conflicting)
        #expect(withConflict.run("rules", "--markdown", "book", "-n") == .failure)
        #expect(withConflict.errorOutput.text == Self.conflictError)
        let forced = TestContext(fileSystem: conflicting)
        #expect(forced.run("rules", "--markdown", "book", "-n", "-f") == .success)
        #expect(forced.output.text.hasPrefix("overwrite book/README.md\n"))
        #expect(conflicting.files == ["/work/book/README.md": "Our own notes.\n"])
    }

    @Test func markdownFilesThatAreNotPagesAreReportedAndKept() {
        let fileSystem = InMemoryFileSystem(files: ["book/removed_rule.md": "# Removed Rule\n", "book/diagram.png": "png"])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("rules", "--markdown", "book", "--force") == .success)
        #expect(test.output.text == Self.lines { _ in "create" })
        #expect(test.errorOutput.text == """
            warning: book/removed_rule.md is not a page of the rule book and was left alone; delete it if it was the page of a rule that no longer exists

            """)
        #expect(fileSystem.files["/work/book/removed_rule.md"] == "# Removed Rule\n")
        #expect(fileSystem.files["/work/book/diagram.png"] == "png")
    }

    @Test func aFailedWriteLeavesNoPartOfANewBook() {
        let fileSystem = InMemoryFileSystem()
        fileSystem.failure = { operation, path in
            operation == "createNewFile" && path.contains("final_component") ? FileSystemError(path: path, reason: "No space left on device") : nil
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("rules", "--markdown", "book") == .failure)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == "error: cannot write book/final_component.md: No space left on device\n")
        #expect(fileSystem.files.isEmpty)
        #expect(fileSystem.status(ofItemAt: "/work/book", followingLinks: false) == nil)
    }

    @Test func aFailedRenamePutsBackTheBookThatWasThere() {
        let fileSystem = InMemoryFileSystem(files: ["book/README.md": "Our own notes.\n", "book/final_component.md": "Old page.\n"])
        fileSystem.failure = { operation, path in
            operation == "moveItem" && path == "/work/book/use_not_init.md" ? FileSystemError(path: path, reason: "Read-only file system") : nil
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("rules", "--markdown", "book", "--force") == .failure)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == "error: cannot write book/use_not_init.md: Read-only file system\n")
        #expect(fileSystem.files == ["/work/book/README.md": "Our own notes.\n", "/work/book/final_component.md": "Old page.\n"])
    }

    @Test func theGuideIsWrittenTheSameWay() throws {
        let fileSystem = InMemoryFileSystem(files: ["guide/README.md": "Our own notes.\n", "guide/old-topic.md": "Old.\n"])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("docs", "--markdown", "guide") == .failure)
        let pages = GuideBook.files(examples: try GuideExample.files()).map(\.path)
        #expect(test.output.text == pages.map { "\($0 == "README.md" ? "conflict" : "create") guide/\($0)\n" }.joined())
        #expect(test.errorOutput.text == """
            warning: guide/old-topic.md is not a page of the guide and was left alone; delete it if it was the page of a topic that no longer exists
            \(Self.conflictError)
            """)
        #expect(fileSystem.files.count == 2)
        let forced = TestContext(fileSystem: fileSystem)
        #expect(forced.run("docs", "--markdown", "guide", "--force") == .success)
        #expect(forced.output.text.hasPrefix("overwrite guide/README.md\ncreate guide/renderable.md\n"))
    }

    @Test(arguments: ["rules", "docs"])
    func forceAndDryRunNeedMarkdown(_ command: String) {
        for flag in ["--force", "--dry-run"] {
            let test = TestContext()
            #expect(test.run(command, flag) == .failure)
            #expect(test.errorOutput.text.hasPrefix("error: option '\(flag)' needs '--markdown <dir>'\n"))
        }
    }
}
