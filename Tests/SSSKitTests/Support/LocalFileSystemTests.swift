import Foundation
import Testing
import SSSKit

struct LocalFileSystemTests {
    @Test func readsFilesOfEverySizeWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 4095, 4096, 70_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let url = folder.appendingPathComponent("file\(size)")
            try Data(bytes).write(to: url)
            #expect(try LocalFileSystem().readFile(atPath: url.path) == bytes, "size \(size)")
        }
    }

    @Test func listsEntriesWithTheirKinds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Inner"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("A.swift"))
        let fileSystem: any FileSystem = LocalFileSystem()
        let entries = try fileSystem.entries(ofDirectoryAt: folder.path).sorted { $0.name < $1.name }
        #expect(entries.map(\.name) == ["A.swift", "Inner"])
        #expect(entries.map(\.kind) == [.file, .directory])
    }
}
