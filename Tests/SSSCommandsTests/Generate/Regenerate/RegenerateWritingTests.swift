import Foundation
import Synchronization
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// How a regenerating run writes: the record last, removals undone with everything else when a
/// step fails, one record per folder on disk, and no record read through a link.
struct RegenerateWritingTests {
    static let lobby = "feature: Lobby\nrenderables:\n  Banner:\n    text: String\ninteractions:\n  Desk:\n    renders: [Banner]\n"
    static let bannerless = "feature: Lobby\ninteractions:\n  Desk:\n    events: [didTap]\n"

    private func generated() throws -> InMemoryFileSystem {
        let fileSystem = InMemoryFileSystem(files: ["Lobby.sss.yml": Self.lobby])
        let first = TestContext(fileSystem: fileSystem)
        #expect(first.run("generate", "Lobby.sss.yml", "-o", "out") == .success)
        return fileSystem
    }

    @Test func theRecordIsPutInPlaceLastAndAFailureThereUndoesEverything() throws {
        let fileSystem = try generated()
        try fileSystem.writeFile(Array(Self.lobby.replacingOccurrences(of: "text: String", with: "title: String").utf8), atPath: "Lobby.sss.yml")
        let before = GenerateTestSupport.snapshot(fileSystem)
        let moves = Mutex<[String]>([])
        fileSystem.failure = { operation, path in
            guard operation == "moveItem", !path.contains(".sss-backup-") else { return nil }
            moves.withLock { $0.append(Path.lastComponent(of: path)) }
            return path.hasSuffix("/.sss-generated.json") ? FileSystemError(path: path, reason: "No space left on device") : nil
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Lobby.sss.yml", "-o", "out") == .failure)
        #expect(test.errorOutput.text == "error: cannot write out/.sss-generated.json: No space left on device\n")
        let putBack = ["BannerView.swift", "BannerRenderable.swift"]
        #expect(moves.withLock { $0 } == ["BannerRenderable.swift", "BannerView.swift", ".sss-generated.json"] + putBack)
        fileSystem.failure = nil
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    @Test func aFailedRemovalPutsBackTheFilesAlreadyRemoved() throws {
        let fileSystem = try generated()
        try fileSystem.writeFile(Array(Self.bannerless.utf8), atPath: "Lobby.sss.yml")
        let before = GenerateTestSupport.snapshot(fileSystem)
        fileSystem.failure = { operation, path in
            operation == "removeItem" && path.hasSuffix("/BannerView.swift") ? FileSystemError(path: path, reason: "Permission denied") : nil
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Lobby.sss.yml", "-o", "out", "--prune") == .failure)
        #expect(test.errorOutput.text == "error: cannot remove out/BannerView.swift: Permission denied\n")
        fileSystem.failure = nil
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])

        let pruned = TestContext(fileSystem: fileSystem)
        #expect(pruned.run("generate", "Lobby.sss.yml", "-o", "out", "--prune") == .success)
        #expect(fileSystem.files["/work/out/BannerView.swift"] == nil)
        #expect(GenerateTestSupport.snapshot(fileSystem).keys.allSatisfy { !$0.contains(".sss-backup") })
    }

    @Test func theSameSpecsGiveTheSameRecordInAnyOrder() throws {
        var records: [String] = []
        for specs in [GenerateTestSupport.exampleSpecArguments, GenerateTestSupport.exampleSpecArguments.reversed()] {
            let fileSystem = try GenerateTestSupport.exampleFileSystem()
            let test = TestContext(fileSystem: fileSystem)
            #expect(test.run(["generate"] + specs + ["-o", "out", "--tests", "tests", "--module", "App"]) == .success)
            records.append(try #require(fileSystem.files["/work/out/.sss-generated.json"]) + (try #require(fileSystem.files["/work/tests/.sss-generated.json"])))
        }
        #expect(records[0] == records[1])
        #expect(records[0].contains("\"path\" : \"NavigationControlling.swift\",\n      \"lines\""), "the shared file has no feature")
    }

    @Test func testsWrittenIntoTheOutputFolderShareItsRecord() throws {
        let fileSystem = InMemoryFileSystem(files: ["Lobby.sss.yml": Self.lobby])
        fileSystem.addLink(at: "/work/alias", to: "/work/out")
        try fileSystem.createDirectory(atPath: "/work/out")
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Lobby.sss.yml", "-o", "out", "--tests", "alias", "--module", "App") == .success)
        #expect(test.output.text.hasSuffix("""
                  create  alias/DeskInteractionTests.swift
                  create  out/.sss-generated.json

            """))
        let record = try #require(fileSystem.files["/work/out/.sss-generated.json"])
        #expect(record.contains("\"path\" : \"DeskInteractionTests.swift\""))
        #expect(record.contains("\"path\" : \"DeskInteraction.swift\""))
    }

    @Test func refusesARecordThatIsALinkOrPointsThroughOne() throws {
        let fileSystem = try generated()
        try fileSystem.writeFile(Array("secret\n".utf8), atPath: "/tmp/secret.json")
        try fileSystem.removeItem(atPath: "/work/out/.sss-generated.json")
        fileSystem.addLink(at: "/work/out/.sss-generated.json", to: "/tmp/secret.json")
        let linked = TestContext(fileSystem: fileSystem)
        #expect(linked.run("generate", "Lobby.sss.yml", "-o", "out") == .failure)
        #expect(linked.errorOutput.text == "error: refusing to write: out/.sss-generated.json is a symbolic link; sss does not write through links inside the output folder\n")

        try fileSystem.removeItem(atPath: "/work/out/.sss-generated.json")
        let record = GenerationRecord([GenerationRecord.Entry(path: "Elsewhere/Old.swift", feature: "Lobby", text: "old\n")])
        try fileSystem.writeFile(record.encoded(), atPath: "/work/out/.sss-generated.json")
        try fileSystem.createDirectory(atPath: "/tmp/elsewhere")
        try fileSystem.writeFile(Array("old\n".utf8), atPath: "/tmp/elsewhere/Old.swift")
        fileSystem.addLink(at: "/work/out/Elsewhere", to: "/tmp/elsewhere")
        let through = TestContext(fileSystem: fileSystem)
        #expect(through.run("generate", "Lobby.sss.yml", "-o", "out", "--prune") == .failure)
        #expect(through.errorOutput.text == "error: refusing to write: out/Elsewhere is a symbolic link; sss does not write through links inside the output folder\n")
        #expect(fileSystem.files["/tmp/elsewhere/Old.swift"] == "old\n")
    }
}
