import Foundation
import Testing
import SSSCore
import SSSTestSupport

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

    @Test func readsTheFirstBytesOfFilesOfEverySize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-prefix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 4096, 70_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let url = folder.appendingPathComponent("file\(size)")
            try Data(bytes).write(to: url)
            for limit in [0, 1, 4095, size, size + 10] {
                let read = try LocalFileSystem().readFile(atPath: url.path, upTo: limit)
                #expect(read == Array(bytes.prefix(limit)), "size \(size), limit \(limit)")
            }
        }
        #expect(throws: FileSystemError.self) { try LocalFileSystem().readFile(atPath: folder.path, upTo: 10) }
        #expect(throws: FileSystemError.self) {
            try LocalFileSystem().readFile(atPath: folder.appendingPathComponent("missing").path, upTo: 10)
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

    /// One opened directory gives what a `stat` of its path and a listing give; through a link, the
    /// status is the target's. A file or nothing at the path gives what the walk needs to report it.
    @Test func listsAFolderWithItsStatusFromOneOpening() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Inner"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("A.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Link").path, withDestinationPath: folder.appendingPathComponent("Inner").path
        )
        let fileSystem: any FileSystem = LocalFileSystem()
        let listing = try #require(fileSystem.listing(ofDirectoryAt: folder.path))
        #expect(listing.status == fileSystem.status(ofItemAt: folder.path, followingLinks: true))
        #expect(try listing.entries.get().sorted { $0.name < $1.name } == fileSystem.entries(ofDirectoryAt: folder.path).sorted { $0.name < $1.name })
        let throughLink = try #require(fileSystem.listing(ofDirectoryAt: folder.appendingPathComponent("Link").path))
        #expect(throughLink.status == fileSystem.status(ofItemAt: folder.appendingPathComponent("Inner").path, followingLinks: true))
        #expect(throughLink.status.kind == .directory)
        let file = try #require(fileSystem.listing(ofDirectoryAt: folder.appendingPathComponent("A.swift").path))
        #expect(file.status.kind == .file)
        #expect(throws: FileSystemError.self) { try file.entries.get() }
        #expect(fileSystem.listing(ofDirectoryAt: folder.appendingPathComponent("Missing").path) == nil)
    }

    @Test func listsStatsAndReadsNamesThatAreNotUTF8() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        RawFiles.makeFolder(folder, [UInt8(ascii: "d"), 0xFF])
        RawFiles.makeFile("inside\n", in: folder, [UInt8(ascii: "d"), 0xFF] + Array("/c.swift".utf8))
        RawFiles.makeFile("odd\n", in: folder, [0xFF, 0xFE] + Array(".swift".utf8))
        let fileSystem = LocalFileSystem()
        let entries = try fileSystem.entries(ofDirectoryAt: folder.path).sorted { $0.name < $1.name }
        #expect(entries.map { Path.printable($0.name) } == ["d\\xFF", "\\xFF\\xFE.swift"])
        let inner = Path.join(folder.path, entries[0].name)
        #expect(fileSystem.status(ofItemAt: inner, followingLinks: true)?.kind == .directory)
        #expect(try fileSystem.entries(ofDirectoryAt: inner).map(\.name) == ["c.swift"])
        #expect(try fileSystem.readFile(atPath: Path.join(inner, "c.swift")) == Array("inside\n".utf8))
        #expect(try fileSystem.readFile(atPath: Path.join(folder.path, entries[1].name)) == Array("odd\n".utf8))
        #expect(fileSystem.resolvedPath(inner).map(Path.printable)?.hasSuffix("/d\\xFF") == true)
    }

    @Test func tellsALinkLoopFromABrokenLink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        RawFiles.link(folder, "loop.swift", to: "loop.swift")
        RawFiles.link(folder, "broken.swift", to: "missing.swift")
        try Data().write(to: folder.appendingPathComponent("A.swift"))
        let fileSystem = LocalFileSystem()
        #expect(fileSystem.lookupFailure(ofItemAt: folder.appendingPathComponent("loop.swift").path, followingLinks: true) == .linkLoop)
        #expect(fileSystem.lookupFailure(ofItemAt: folder.appendingPathComponent("broken.swift").path, followingLinks: true) == .notFound)
        #expect(fileSystem.lookupFailure(ofItemAt: folder.appendingPathComponent("broken.swift").path, followingLinks: false) == nil)
        #expect(fileSystem.lookupFailure(ofItemAt: folder.appendingPathComponent("A.swift").path, followingLinks: true) == nil)
    }
}
