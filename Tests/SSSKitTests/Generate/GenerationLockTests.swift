import Foundation
import Testing
@testable import SSSKit

/// Two `sss generate` runs never write into the same folder at once.
struct GenerationLockTests {
    @Test func aRunStopsWhileAnotherHoldsTheFoldersLock() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        let lock = GenerationLock.lockPath(for: "/work/Out", in: "/tmp")
        try fileSystem.createDirectory(atPath: "/tmp")
        try fileSystem.createNewFile([], atPath: lock)
        let before = GenerateTestSupport.snapshot(fileSystem)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate"] + GenerateTestSupport.exampleSpecArguments + ["--output", "Out"]) == .failure)
        #expect(test.errorOutput.text == "error: another 'sss generate' is writing to /work/Out; if none is running, delete \(lock)\n")
        #expect(test.output.text.isEmpty)
        #expect(GenerateTestSupport.snapshot(fileSystem) == before)
    }

    @Test func theLockIsGoneAfterARunAndADryRunTakesNone() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        let test = TestContext(fileSystem: fileSystem, environment: ["TMPDIR": "/scratch"])
        try fileSystem.createDirectory(atPath: "/scratch")
        #expect(test.run(["generate"] + GenerateTestSupport.exampleSpecArguments + ["--output", "Out"]) == .success)
        #expect(try fileSystem.contentsOfDirectory(atPath: "/scratch").isEmpty)
        try fileSystem.createNewFile([], atPath: GenerationLock.lockPath(for: "/work/Out", in: "/scratch"))
        #expect(test.run(["generate"] + GenerateTestSupport.exampleSpecArguments + ["--output", "Out", "--dry-run"]) == .success)
    }

    @Test func locksAreNamedAfterTheAbsoluteFolder() {
        #expect(GenerationLock.lockPath(for: "/a/Out", in: "/tmp") != GenerationLock.lockPath(for: "/b/Out", in: "/tmp"))
        #expect(GenerationLock.lockPath(for: "/a/Out", in: "/tmp").hasPrefix("/tmp/sss-generate-"))
        #expect(GenerationLock.lockPath(for: "/a/Out", in: "/tmp").hasSuffix(".lock"))
    }

    @Test func twoProcessesGeneratingTogetherLeaveACompleteFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let specs = GenerateTestSupport.exampleSpecPaths.map(\.path)
        let output = folder.appendingPathComponent("Out").path
        let results = try [0, 1].map { _ -> Process in
            let process = Process()
            process.executableURL = BuiltProduct.executable
            process.arguments = ["generate"] + specs + ["--output", output]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }.map { process -> Int32 in
            process.waitUntilExit()
            return process.terminationStatus
        }
        #expect(results.contains(0))
        #expect(results.allSatisfy { $0 == 0 || $0 == 1 })
        for file in try GenerateTestSupport.examplePlan().sources {
            let written = try String(contentsOfFile: output + "/" + file.path, encoding: .utf8)
            #expect(written == file.contents)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }
}
