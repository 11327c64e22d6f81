import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// The writer leaves the file system exactly as it was when any step fails, and never writes
/// outside the output folder.
struct PlanWriterTests {
    let examples = GenerateTestSupport.exampleSpecArguments

    /// Runs the examples into `out` with `--force` on a file system where `failing` fails for
    /// paths containing `part`; returns the run and the paths it changed.
    private func failingRun(_ failing: String, on part: String, outputExists: Bool = true) throws -> (TestContext, [String]) {
        var files = ["out/BannerView.swift": "// mine\n"]
        if !outputExists { files = [:] }
        let fileSystem = try GenerateTestSupport.exampleFileSystem(files)
        let before = GenerateTestSupport.snapshot(fileSystem)
        fileSystem.failure = { operation, path in
            operation == failing && path.contains(part) ? FileSystemError(path: path, reason: "No space left on device") : nil
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate"] + examples + ["--output", "out", "--force"]) == .failure)
        #expect(test.output.text.isEmpty)
        fileSystem.failure = nil
        return (test, GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)))
    }

    @Test func aFailingTemporaryWriteLeavesEverythingAsItWas() throws {
        let (test, changed) = try failingRun("createNewFile", on: "/.ArticleView.swift.sss-new-")
        #expect(test.errorOutput.text == "error: cannot write out/ArticleView.swift: No space left on device\n")
        #expect(changed == [])
    }

    @Test func aFailingBackupLeavesEverythingAsItWas() throws {
        let (test, changed) = try failingRun("createNewFile", on: "/.BannerView.swift.sss-backup-")
        #expect(test.errorOutput.text == "error: cannot back up out/BannerView.swift before replacing it: No space left on device\n")
        #expect(changed == [])
    }

    @Test func aFailingRenameUndoesTheFilesAlreadyInPlace() throws {
        let (test, changed) = try failingRun("moveItem", on: "/out/SettingsAssembler.swift")
        #expect(test.errorOutput.text == "error: cannot write out/SettingsAssembler.swift: No space left on device\n")
        #expect(changed == [])
    }

    @Test func aFailingFolderCreationLeavesNothingBehind() throws {
        let (test, changed) = try failingRun("createDirectory", on: "/work/out", outputExists: false)
        #expect(test.errorOutput.text == "error: cannot create the folder out: No space left on device\n")
        #expect(changed == [])
    }

    @Test func createdFoldersAreRemovedWhenALaterStepFails() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        let before = GenerateTestSupport.snapshot(fileSystem)
        fileSystem.failure = { operation, path in
            operation == "moveItem" && path.hasSuffix("/PressureView.swift") ? FileSystemError(path: path, reason: "Input/output error") : nil
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate", "Examples/Airlock.sss.yml", "--output", "new/deeper"]) == .failure)
        #expect(test.errorOutput.text == "error: cannot write new/deeper/PressureView.swift: Input/output error\n")
        fileSystem.failure = nil
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    @Test func aTemporaryFileLeftHalfWrittenIsRemoved() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        let before = GenerateTestSupport.snapshot(fileSystem)
        let disk = PartlyFullDisk(fileSystem: fileSystem, failingPart: "/.PressureView.swift.sss-new-")
        fileSystem.failure = { operation, path in disk.write(operation, path) }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Examples/Airlock.sss.yml", "--output", "out") == .failure)
        #expect(test.errorOutput.text == "error: cannot write out/PressureView.swift: No space left on device\n")
        #expect(disk.leftPartialFile)
        fileSystem.failure = nil
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    @Test func whatCannotBeUndoneIsReported() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        fileSystem.failure = { operation, path in
            switch operation {
            case "moveItem" where path.hasSuffix("/PressureView.swift"): FileSystemError(path: path, reason: "Input/output error")
            case "removeItem" where path.hasSuffix("/PressureRendering.swift"): FileSystemError(path: path, reason: "Permission denied")
            default: nil
            }
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate", "Examples/Airlock.sss.yml", "--output", "out"]) == .failure)
        #expect(test.errorOutput.text == """
            error: cannot write out/PressureView.swift: Input/output error
            error: could not remove the new file out/PressureRendering.swift: Permission denied
            error: could not remove the folder out: Directory not empty

            """)
    }

    @Test func refusesToWriteThroughALinkedFile() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["elsewhere/secret.txt": "keep\n", "out/.keep": ""])
        fileSystem.addLink(at: "out/BannerView.swift", to: "/work/elsewhere/secret.txt")
        let before = GenerateTestSupport.snapshot(fileSystem)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate"] + examples + ["--output", "out", "--force"]) == .failure)
        #expect(test.errorOutput.text == "error: refusing to write: out/BannerView.swift is a symbolic link; sss does not write through links inside the output folder\n")
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    @Test func refusesALinkedFolderInsideTheOutputFolder() throws {
        let fileSystem = InMemoryFileSystem(files: ["elsewhere/keep.txt": "keep\n", "out/.keep": ""])
        fileSystem.addLink(at: "out/Sub", to: "/work/elsewhere")
        let before = GenerateTestSupport.snapshot(fileSystem)
        let plan = FolderPlan(folder: "out", files: [PlannedFile(path: "Sub/File.swift", contents: "let x = 1\n")])
        let message = errors { () throws(DiagnosticError) in try PlanWriter(fileSystem: fileSystem).review([plan], force: true) }
        #expect(message == """
            error: refusing to write: out/Sub is a symbolic link; sss does not write through links inside the output folder

            """)
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    @Test func refusesPathsThatLeaveTheOutputFolder() throws {
        let fileSystem = InMemoryFileSystem()
        for path in ["../Escape.swift", "/etc/Escape.swift", "a/../../Escape.swift", "", "a//b.swift"] {
            let plan = FolderPlan(folder: "out", files: [PlannedFile(path: path, contents: "")])
            let message = errors { () throws(DiagnosticError) in try PlanWriter(fileSystem: fileSystem).review([plan], force: true) }
            #expect(message == "error: refusing to write: '\(path)' is not a path inside the output folder\n")
        }
    }

    @Test func anOutputFolderReachedThroughALinkIsTheUsersChoice() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["real/.keep": ""])
        fileSystem.addLink(at: "linked", to: "/work/real")
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Examples/Settings.sss.yml", "--output", "linked") == .success)
        #expect(fileSystem.files["/work/real/SettingsAssembler.swift"] == (try GenerateTestSupport.golden("SettingsAssembler.swift")))
    }

    @Test func anOutputPathThatIsAFileIsRefused() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["out": "a file\n"])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Examples/Settings.sss.yml", "--output", "out/App") == .failure)
        #expect(test.errorOutput.text == "error: cannot write into out/App: out is not a folder\n")
    }

    @Test func applyRefusesAChangeSetWithConflicts() throws {
        let fileSystem = InMemoryFileSystem(files: ["out/A.swift": "old\n"])
        let writer = PlanWriter(fileSystem: fileSystem)
        let changes = try writer.review([FolderPlan(folder: "out", files: [PlannedFile(path: "A.swift", contents: "new\n")])], force: false)
        #expect(changes.changes.map(\.line) == ["conflict out/A.swift"])
        let message = errors { () throws(DiagnosticError) in try writer.apply(changes) }
        #expect(message == "error: 1 file differs from what sss would write; nothing was written (use --force to replace them)\n")
        #expect(fileSystem.files == ["/work/out/A.swift": "old\n"])
    }

    private func errors<T>(_ body: () throws(DiagnosticError) -> T) -> String {
        do {
            _ = try body()
            return "no errors"
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }
}

/// A disk that fills up while writing one new file: the file is created with part of its bytes,
/// then the write fails, as `write(2)` does with `ENOSPC`.
private final class PartlyFullDisk: @unchecked Sendable {
    let fileSystem: InMemoryFileSystem
    let failingPart: String
    private let lock = NSLock()
    private var isWritingPart = false
    private(set) var leftPartialFile = false

    init(fileSystem: InMemoryFileSystem, failingPart: String) {
        self.fileSystem = fileSystem
        self.failingPart = failingPart
    }

    func write(_ operation: String, _ path: String) -> FileSystemError? {
        guard operation == "createNewFile" || operation == "writeFile", path.contains(failingPart) else { return nil }
        let isNested = lock.withLock { () -> Bool in
            defer { isWritingPart = true }
            return isWritingPart
        }
        if isNested { return nil }
        try? fileSystem.writeFile(Array("import UI".utf8), atPath: path)
        lock.withLock { leftPartialFile = fileSystem.files[path] == "import UI" }
        return FileSystemError(path: path, reason: "No space left on device")
    }
}
