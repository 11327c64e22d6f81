import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// The writer changes only what is its own: undoing a failed run leaves files another process put
/// in place, temporary names are never shared, and a replaced file keeps its permissions.
struct WriteOwnershipTests {
    @Test func undoingLeavesAFileAnotherProcessPutInPlace() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["out/.keep": ""])
        let other = AnotherWriter(fileSystem: fileSystem, replacing: "/work/out/PressureRendering.swift")
        fileSystem.failure = { operation, path in
            guard operation == "moveItem", path == "/work/out/PressureView.swift" else { return nil }
            other.replace()
            return FileSystemError(path: path, reason: "Input/output error")
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Examples/Airlock.sss.yml", "--output", "out") == .failure)
        #expect(test.errorOutput.text == """
            error: cannot write out/PressureView.swift: Input/output error
            error: left out/PressureRendering.swift as it is: another process replaced it

            """)
        fileSystem.failure = nil
        #expect(fileSystem.files.filter { $0.key.hasPrefix("/work/out/") } == [
            "/work/out/.keep": "",
            "/work/out/PressureRendering.swift": "// the other run's\n",
        ])
    }

    @Test func undoingKeepsTheBackupOfAFileAnotherProcessReplaced() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["out/PressureRendering.swift": "// mine\n"])
        let other = AnotherWriter(fileSystem: fileSystem, replacing: "/work/out/PressureRendering.swift")
        fileSystem.failure = { operation, path in
            guard operation == "moveItem", path == "/work/out/PressureView.swift" else { return nil }
            other.replace()
            return FileSystemError(path: path, reason: "Input/output error")
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Examples/Airlock.sss.yml", "--output", "out", "--force") == .failure)
        fileSystem.failure = nil
        let backup = try #require(fileSystem.files.keys.first { $0.hasPrefix("/work/out/.PressureRendering.swift.sss-backup-") })
        #expect(test.errorOutput.text == """
            error: cannot write out/PressureView.swift: Input/output error
            error: left out/PressureRendering.swift as it is: another process replaced it; the earlier file is kept as \(backup.dropFirst("/work/".count))

            """)
        #expect(fileSystem.files.filter { $0.key.hasPrefix("/work/out/") } == [
            backup: "// mine\n",
            "/work/out/PressureRendering.swift": "// the other run's\n",
        ])
    }

    @Test func forceKeepsTheReplacedFilesPermissions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-modes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, mode) in [("Private.swift", 0o600), ("Shared.swift", 0o664), ("Locked.swift", 0o444)] {
            let path = folder.appendingPathComponent(name).path
            try "// old\n".write(toFile: path, atomically: false, encoding: .utf8)
            #expect(chmod(path, mode_t(mode)) == 0)
        }
        let writer = PlanWriter(fileSystem: LocalFileSystem())
        let files = ["Private.swift", "Shared.swift", "Locked.swift", "New.swift"].map { PlannedFile(path: $0, contents: "// new\n") }
        let changes = try writer.review([FolderPlan(folder: folder.path, files: files)], force: true)
        #expect(changes.changes.map(\.action) == [.overwrite, .overwrite, .overwrite, .create])
        try writer.apply(changes)
        let modes = try ["Private.swift", "Shared.swift", "Locked.swift"].map { name in
            let path = folder.appendingPathComponent(name).path
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "// new\n")
            return try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        }
        #expect(modes == [0o600, 0o664, 0o444])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Locked.swift", "New.swift", "Private.swift", "Shared.swift"])
    }
}

/// Another process that replaces one file, by writing a file of its own and renaming it over the
/// path, the way a second generator or an editor saves.
private final class AnotherWriter: @unchecked Sendable {
    let fileSystem: InMemoryFileSystem
    let path: String
    private let lock = NSLock()
    private var done = false

    init(fileSystem: InMemoryFileSystem, replacing path: String) {
        self.fileSystem = fileSystem
        self.path = path
    }

    func replace() {
        guard lock.withLock({ () -> Bool in defer { done = true }; return !done }) else { return }
        let own = Path.join(Path.parent(of: path), ".other-run")
        try? fileSystem.writeFile(Array("// the other run's\n".utf8), atPath: own)
        try? fileSystem.moveItem(atPath: own, toPath: path)
    }
}
