import Foundation
import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

/// Two `sss generate` runs never write into the same folder at once, however they name it.
struct GenerationLockTests {
    let examples = GenerateTestSupport.exampleSpecArguments

    @Test func aRunStopsWhileAnotherHoldsTheFoldersLock() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["Out/.sss-generate.lock": ""])
        let before = GenerateTestSupport.snapshot(fileSystem)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate"] + examples + ["--output", "Out"]) == .failure)
        #expect(test.errorOutput.text == "error: another 'sss generate' is writing to Out; if none is running, delete /work/Out/.sss-generate.lock\n")
        #expect(test.output.text.isEmpty)
        #expect(GenerateTestSupport.snapshot(fileSystem) == before)
    }

    @Test func theLockIsTheRealFolders() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["real/.sss-generate.lock": ""])
        fileSystem.addLink(at: "alias", to: "/work/real")
        let before = GenerateTestSupport.snapshot(fileSystem)
        let test = TestContext(fileSystem: fileSystem, environment: ["TMPDIR": "/elsewhere"])
        #expect(test.run(["generate"] + examples + ["--output", "alias"]) == .failure)
        #expect(test.errorOutput.text == "error: another 'sss generate' is writing to alias; if none is running, delete /work/real/.sss-generate.lock\n")
        #expect(GenerateTestSupport.snapshot(fileSystem) == before)
    }

    @Test func theLockIsGoneAfterARunAndADryRunTakesNone() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate"] + examples + ["--output", "Out"]) == .success)
        #expect(fileSystem.status(ofItemAt: "/work/Out/.sss-generate.lock", followingLinks: false) == nil)
        #expect(try fileSystem.contentsOfDirectory(atPath: "/tmp").isEmpty)
        try fileSystem.createNewFile([], atPath: "/work/Out/.sss-generate.lock")
        #expect(test.run(["generate"] + examples + ["--output", "Out", "--dry-run"]) == .success)
    }

    @Test func aFolderMadeToHoldTheLockIsRemovedWhenTheRunFails() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["Out/Tests/.sss-generate.lock": ""])
        let before = GenerateTestSupport.snapshot(fileSystem)
        let test = TestContext(fileSystem: fileSystem)
        let arguments = ["--output", "New/Sources", "--tests", "Out/Tests", "--module", "App"]
        #expect(test.run(["generate"] + examples + arguments) == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: another 'sss generate' is writing to Out/Tests;"))
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    /// Runs `sss generate` twice at once, into `first` and `second`, from `folder`; returns each
    /// run's exit status and standard error.
    private func generateTwiceAtOnce(
        into first: String, and second: String, in folder: URL
    ) throws -> [(status: Int32, errors: String)] {
        let specs = GenerateTestSupport.exampleSpecPaths.map(\.path)
        let runs = try [(first, "/tmp"), (second, folder.path)].map { output, temporary -> (Process, Pipe) in
            let process = Process()
            process.executableURL = BuiltProduct.executable
            process.arguments = ["generate"] + specs + ["--output", output]
            process.currentDirectoryURL = folder
            process.environment = ["TMPDIR": temporary]
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            return (process, errors)
        }
        return runs.map { process, errors in
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
    }

    @Test(arguments: 0..<6)
    func twoProcessesWritingOneFolderThroughTwoPathsLeaveItComplete(round: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("alias").path, withDestinationPath: "real")
        // Every other round the folder does not exist yet, and the runs race to create it too.
        let output = round.isMultiple(of: 2) ? "real" : "real/Features"
        let alias = round.isMultiple(of: 2) ? "alias" : "alias/Features"
        let results = try generateTwiceAtOnce(into: output, and: alias, in: folder)
        #expect(results.contains { $0.status == 0 })
        for result in results where result.status != 0 {
            #expect(result.status == 1)
            #expect(result.errors.hasPrefix("error: another 'sss generate' is writing to "), "\(result.errors)")
            #expect(result.errors.hasSuffix("/real\(round.isMultiple(of: 2) ? "" : "/Features")/.sss-generate.lock\n"))
        }
        let written = folder.appendingPathComponent(output)
        for file in try GenerateTestSupport.examplePlan().sources {
            let text = try? String(contentsOf: written.appendingPathComponent(file.path), encoding: .utf8)
            #expect(text == file.contents, "\(file.path)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: written.path)
        #expect(names.filter { $0.hasPrefix(".") } == [".sss-generated.json"])
        #expect(names.count == (try GenerateTestSupport.examplePlan().sources.count) + 1)
    }
}
