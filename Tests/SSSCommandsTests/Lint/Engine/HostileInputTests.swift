import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss lint` over trees that fight back: every bad file is reported on standard error with its path
/// and skipped, and the run still reports everything else with the right exit code.
struct HostileInputTests {
    /// A file system that fails to read chosen files or list chosen folders, as a file deleted while
    /// linting or a folder without permission would.
    private struct Flaky: FileSystem {
        let base: InMemoryFileSystem
        let unreadable: Set<String>

        func readFile(atPath path: String) throws(FileSystemError) -> [UInt8] {
            if unreadable.contains(path) { throw FileSystemError(path: path, reason: "No such file or directory") }
            return try base.readFile(atPath: path)
        }

        func status(ofItemAt path: String, followingLinks: Bool) -> FileStatus? { base.status(ofItemAt: path, followingLinks: followingLinks) }

        func contentsOfDirectory(atPath path: String) throws(FileSystemError) -> [String] {
            if unreadable.contains(path) { throw FileSystemError(path: path, reason: "Permission denied") }
            return try base.contentsOfDirectory(atPath: path)
        }

        func createDirectory(atPath path: String) throws(FileSystemError) { try base.createDirectory(atPath: path) }
        func writeFile(_ bytes: [UInt8], atPath path: String) throws(FileSystemError) { try base.writeFile(bytes, atPath: path) }
        func moveItem(atPath source: String, toPath destination: String) throws(FileSystemError) { try base.moveItem(atPath: source, toPath: destination) }
        func removeItem(atPath path: String) throws(FileSystemError) { try base.removeItem(atPath: path) }
        func resolvedPath(_ path: String) -> String? { base.resolvedPath(path) }
        var currentDirectory: String { base.currentDirectory }
    }

    @Test func reportsAndSkipsFilesThatVanishOrCannotBeListed() {
        let base = InMemoryFileSystem(currentDirectory: "/work", files: [
            "App/Gone.swift": "final class A {}\n",
            "App/LoginInteraction.swift": "class LoginInteraction: LoginInteracting {}\n",
            "App/Locked/Hidden.swift": "class HiddenInteraction {}\n",
        ])
        let test = TestContext(fileSystem: Flaky(base: base, unreadable: ["/work/App/Gone.swift", "/work/App/Locked"]))
        #expect(test.run("lint", "App") == .violations)
        #expect(test.output.text.contains("LoginInteraction.swift:1:7: error: Final Component Violation"))
        #expect(test.errorOutput.text == """
            /work/App/Locked: warning: cannot read folder: Permission denied; skipped
            /work/App/Gone.swift: warning: cannot read file: No such file or directory; skipped
            Found 1 violation, 1 serious in 1 file.
              final_component: 1 (sss rules final_component)

            """)
    }

    @Test func lintsOddFilesOnDiskWithoutCrashing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sss hostile é \(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources with spaces/Ünïcode")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files: [String: [UInt8]] = [
            "Binary.swift": [0xCF, 0xFA, 0xED, 0xFE, 0x00, 0x00, 0x01],
            "Latin1.swift": Array("let café = 1".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 }),
            "Unterminated.swift": Array("class OpenInteraction { let s = \"never closed\n/* and a comment".utf8),
            "Empty.swift": [],
            "Nul.swift": Array("final class A {}\n".utf8) + [0],
            "Good Interaction.swift": Array("class GoodInteraction {}\n".utf8),
        ]
        for (name, bytes) in files {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Loop"), withDestinationURL: root)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Dangling.swift"), withDestinationURL: root.appendingPathComponent("missing.swift"))
        let result = try BuiltProduct.run(["lint", root.path])
        #expect(result.status == 2)
        let skipped = result.errorOutput.split(separator: "\n").filter { $0.contains("skipped") }
        #expect(skipped.count == 4)
        #expect(skipped.contains { $0.hasSuffix("Dangling.swift: warning: broken symbolic link; skipped") })
        #expect(skipped.contains { $0.hasSuffix("Binary.swift: warning: binary file (contains a NUL byte); skipped") })
        #expect(skipped.contains { $0.hasSuffix("Nul.swift: warning: binary file (contains a NUL byte); skipped") })
        #expect(skipped.contains { $0.hasSuffix("Latin1.swift: warning: not UTF-8 text (invalid byte at offset 7); skipped") })
        #expect(result.output.contains("Sources with spaces/Ünïcode/Good Interaction.swift:1:7: error: Final Component Violation"))
        #expect(result.output.contains("Unterminated.swift:1:7: error: Final Component Violation"))
        #expect(result.errorOutput.hasSuffix("""
            in 3 files.
              component_conformance: 2 (sss rules component_conformance)
              final_component: 2 (sss rules final_component)

            """))
        #expect(!result.errorOutput.contains("Fatal error"))
    }
}
