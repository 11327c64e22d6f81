import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

struct SourceCollectorTests {
    @Test func findsSwiftFilesSortedAndSkipsHiddenFolders() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: [
            "App/B.swift": "",
            "App/A.swift": "",
            "App/Nested/C.swift": "",
            "App/readme.md": "",
            "App/.build/Gen.swift": "",
            "App/.hidden.swift": "",
        ])
        let result = SourceCollector(fileSystem: fileSystem).collect(["App"])
        #expect(result.files == ["/work/App/A.swift", "/work/App/B.swift", "/work/App/Nested/C.swift"])
        #expect(result.missing.isEmpty)
        #expect(result.skipped.isEmpty)
    }

    /// The walk takes a folder's entries from the end of its list, in the order their paths sort in: a
    /// folder `b` after the file `b.swift` and `b-c.swift`, since `/` sorts after `.` and `-`.
    @Test func aFoldersEntriesAreListedLastFirstInTheOrderOfTheirPaths() {
        let entries = ["a.swift", "b", "b-c.swift", "b.swift", "c.txt", ".d.swift"].map { name in
            DirectoryEntry(name: name, kind: name.contains(".") ? .file : .directory, inode: 1)
        }
        let listing = FolderListing(
            DirectoryListing(status: FileStatus(kind: .directory), entries: .success(entries)), of: "/w", excluded: PathPatterns()
        )
        let paths = (try? listing.candidates.get())?.map(\.path)
        #expect(paths == ["/w/b", "/w/b.swift", "/w/b-c.swift", "/w/a.swift"])
    }

    @Test func reportsMissingPathsAndNonSwiftFiles() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: ["notes.txt": "", "A.swift": ""])
        let result = SourceCollector(fileSystem: fileSystem).collect(["Nope", "notes.txt", "A.swift", "./A.swift"])
        #expect(result.files == ["/work/A.swift"])
        #expect(DiagnosticPrinter().render(result.missing) == "Nope: error: no such file or folder\n")
        #expect(DiagnosticPrinter().render(result.skipped) == "notes.txt: warning: not a Swift file; skipped\n")
    }

    @Test func findsTheSameFilesWhenReadingFoldersAheadOnTwoThreads() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: [
            "App/B.swift": "",
            "App/A.swift": "",
            "App/Nested/C.swift": "",
            "App/Nested/Deeper/D.swift": "",
            "App/Other/E.swift": "",
            "App/Generated/G.swift": "",
            "App/.build/Gen.swift": "",
        ])
        let excluded = PathPatterns(["App/Generated"], relativeTo: "/work")
        let result = SourceCollector(fileSystem: fileSystem, excluded: excluded, threads: 2).collect(["App"])
        #expect(result.files == [
            "/work/App/A.swift", "/work/App/B.swift", "/work/App/Nested/C.swift", "/work/App/Nested/Deeper/D.swift",
            "/work/App/Other/E.swift",
        ])
        #expect(result.skipped.isEmpty)
    }

    @Test(arguments: [1, 2])
    func leavesOutWhatExcludedCoversWithoutEnteringExcludedFolders(threads: Int) {
        let fileSystem = ListingRecorder(InMemoryFileSystem(currentDirectory: "/work", files: [
            "App/A.swift": "",
            "App/ATests.swift": "",
            "App/Generated/Deep/G.swift": "",
            "Named/N.swift": "",
        ]))
        let excluded = PathPatterns(["App/Generated", "**/*Tests.swift", "Named"], relativeTo: "/work")
        let collector = SourceCollector(fileSystem: fileSystem, excluded: excluded, threads: threads)
        #expect(collector.collect(["."]).files == ["/work/App/A.swift"])
        #expect(!fileSystem.listed.contains("/work/App/Generated"))
        #expect(!fileSystem.listed.contains("/work/Named"))
        #expect(collector.collect(["App/ATests.swift", "Named/N.swift"]).files == ["/work/App/ATests.swift", "/work/Named/N.swift"])
        #expect(collector.collect(["App/ATests.swift", "Named/N.swift"], excludingNamedFiles: true).files.isEmpty)
        #expect(collector.collect(["App/Generated"]).files.isEmpty)
    }

    /// Folders are read ahead by threads that share one queue: whatever the threads, every folder is
    /// listed once and the same files come back. The tree is deep on one side and broad on the other,
    /// so threads often find the queue empty while another is still reading.
    @Test(arguments: [2, 3, 8])
    func readsEveryFolderOnceWhateverTheThreads(threads: Int) {
        var files: [String: String] = [:]
        var deep = "Deep"
        for level in 0..<30 {
            deep += "/L\(level)"
            files[deep + "/F\(level).swift"] = ""
        }
        for folder in 0..<60 {
            files["Broad/B\(folder)/Sub/G\(folder).swift"] = ""
            files["Broad/B\(folder)/notes.txt"] = ""
        }
        let alone = SourceCollector(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files)).collect(["."])
        let fileSystem = ListingRecorder(InMemoryFileSystem(currentDirectory: "/work", files: files))
        let result = SourceCollector(fileSystem: fileSystem, threads: threads).collect(["."])
        #expect(result.files.count == 90)
        #expect(result.files == alone.files)
        #expect(fileSystem.listed.count == Set(fileSystem.listed).count)
        let folders = 1 + 1 + 30 + 1 + 60 * 2
        #expect(fileSystem.listed.count == folders)
        let prefetch = DirectoryPrefetch(
            root: "/work", fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files), excluded: PathPatterns(), threads: threads
        )
        #expect(prefetch.listings.count == folders)
    }

    /// A folder the read-ahead could not read is read again by the walk, which reports it; every other
    /// folder is read once.
    @Test(arguments: [1, 2, 4])
    func reportsFoldersTheReadAheadCouldNotRead(threads: Int) {
        var files: [String: String] = ["ALocked/Inside.swift": "", "ZLocked/Inside.swift": ""]
        for folder in 0..<40 {
            files["Open\(folder)/Deeper/F\(folder).swift"] = ""
        }
        let locked: Set = ["/work/ALocked", "/work/ZLocked"]
        let fileSystem = ListingRecorder(InMemoryFileSystem(currentDirectory: "/work", files: files), unreadable: locked)
        let result = SourceCollector(fileSystem: fileSystem, threads: threads).collect(["."])
        #expect(result.files.count == 40)
        #expect(result.files == result.files.sorted())
        #expect(DiagnosticPrinter().render(result.skipped) == """
            /work/ALocked: warning: cannot read folder: Permission denied; skipped
            /work/ZLocked: warning: cannot read folder: Permission denied; skipped

            """)
        #expect(fileSystem.listed.filter { !locked.contains($0) }.count == 1 + 40 * 2)
    }

    @Test(arguments: [1, 2])
    func endsSymbolicLinkLoopsOnDisk(threads: Int) throws {
        let files = try collectOnDisk(threads: threads) { root in
            let inner = root.appendingPathComponent("Sources/Inner")
            try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
            try Data().write(to: inner.appendingPathComponent("A.swift"))
            try FileManager.default.createSymbolicLink(at: inner.appendingPathComponent("Loop"), withDestinationURL: root.appendingPathComponent("Sources"))
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Alias.swift"), withDestinationURL: inner.appendingPathComponent("A.swift"))
            return root
        }
        #expect(files.count == 1)
        #expect(files.first?.hasSuffix("/Sources/Inner/A.swift") == true)
    }

    /// The walk comes to a linked folder only after the rest, so its files are sorted in with the others.
    @Test(arguments: [1, 2])
    func filesBehindALinkedFolderAreSortedInWithTheRest(threads: Int) throws {
        let files = try collectOnDisk(threads: threads) { root in
            let project = root.appendingPathComponent("Project")
            let outside = root.appendingPathComponent("Outside")
            try FileManager.default.createDirectory(at: project.appendingPathComponent("Zone"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data().write(to: project.appendingPathComponent("Zone/Z.swift"))
            try Data().write(to: outside.appendingPathComponent("O.swift"))
            try FileManager.default.createSymbolicLink(at: project.appendingPathComponent("Area"), withDestinationURL: outside)
            return project
        }
        #expect(files == ["/Area/O.swift", "/Zone/Z.swift"])
    }

    /// A file reached by several names is linted once: under its first name in path order, and under
    /// a name that is no symbolic link rather than one that is.
    @Test(arguments: [1, 2])
    func keepsOneNameOfAFileReachedByMany(threads: Int) throws {
        let files = try collectOnDisk(threads: threads) { root in
            let folder = root.appendingPathComponent("Sources/Inner")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let original = folder.appendingPathComponent("M.swift")
            try Data().write(to: original)
            try FileManager.default.linkItem(at: original, to: root.appendingPathComponent("Sources/Z.swift"))
            try FileManager.default.linkItem(at: original, to: folder.appendingPathComponent("B.swift"))
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("A.swift"), withDestinationURL: original)
            try Data().write(to: folder.appendingPathComponent("Other.swift"))
            return root
        }
        #expect(files == ["/Sources/Inner/B.swift", "/Sources/Inner/Other.swift"])
    }

    /// Lays out files on disk in a new temporary folder with `layOut`, which returns the folder to
    /// search, and collects that folder on `threads` threads; the files come back relative to it, and
    /// the temporary folder is removed.
    private func collectOnDisk(threads: Int, _ layOut: (URL) throws -> URL) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sss-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let folder = try layOut(root).path
        return SourceCollector(fileSystem: LocalFileSystem(), threads: threads).collect([folder]).files.map { String($0.dropFirst(folder.count)) }
    }
}

/// Passes everything to an in-memory file system and records which folders were listed.
private final class ListingRecorder: FileSystem, @unchecked Sendable {
    private let base: InMemoryFileSystem
    private let unreadable: Set<String>
    private let lock = NSLock()
    private var folders: [String] = []

    init(_ base: InMemoryFileSystem, unreadable: Set<String> = []) {
        self.base = base
        self.unreadable = unreadable
    }

    var listed: [String] { lock.withLock { folders } }
    var currentDirectory: String { base.currentDirectory }

    func contentsOfDirectory(atPath path: String) throws(FileSystemError) -> [String] {
        lock.withLock { folders.append(path) }
        if unreadable.contains(path) { throw FileSystemError(path: path, reason: "Permission denied") }
        return try base.contentsOfDirectory(atPath: path)
    }

    func readFile(atPath path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(atPath: path) }
    func status(ofItemAt path: String, followingLinks: Bool) -> FileStatus? { base.status(ofItemAt: path, followingLinks: followingLinks) }
    func createDirectory(atPath path: String) throws(FileSystemError) { try base.createDirectory(atPath: path) }
    func writeFile(_ bytes: [UInt8], atPath path: String) throws(FileSystemError) { try base.writeFile(bytes, atPath: path) }
    func moveItem(atPath source: String, toPath destination: String) throws(FileSystemError) { try base.moveItem(atPath: source, toPath: destination) }
    func removeItem(atPath path: String) throws(FileSystemError) { try base.removeItem(atPath: path) }
    func resolvedPath(_ path: String) -> String? { base.resolvedPath(path) }
}
