import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// `--output`, `--write-baseline` and `baseline prune` write through ``AtomicWrite``: a regular file
/// is replaced whole, anything else at the path is respected.
struct AtomicWriteTests {
    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func aNamedPipeIsWrittenIntoNotReplaced() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("report.fifo").path
        #expect(mkfifo(pipe, 0o644) == 0)
        // Opened for reading and writing, the pipe has a reader, so the write below does not block.
        let reader = open(pipe, O_RDWR | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicWrite(fileSystem: LocalFileSystem()).write(Array("report\n".utf8), to: pipe)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "report\n")
        #expect(LocalFileSystem().status(ofItemAt: pipe, followingLinks: false)?.kind == .other)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.fifo"])
    }

    @Test func aDeviceIsWrittenInPlaceAndItsErrorIsReported() throws {
        let device = DeviceStandIn(path: "/work/full")
        #expect(throws: FileSystemError(path: "/work/full", reason: "No space left on device")) {
            try AtomicWrite(fileSystem: device).write(Array("report\n".utf8), to: "/work/full")
        }
        #expect(device.operations == ["writeFile /work/full"])
    }

    @Test func aLinkIsKeptAndItsTargetReplaced() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.json").path
        let link = folder.appendingPathComponent("link.json").path
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        try AtomicWrite(fileSystem: LocalFileSystem()).write(Array("new\n".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.json", "real.json"])
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("baseline.json").path
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o600) == 0)
        try AtomicWrite(fileSystem: LocalFileSystem()).write(Array("new\n".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(try mode(path) == 0o600)
    }

    @Test func aTemporaryNameTakenBeforeItIsCreatedIsLeftToItsOwner() throws {
        let fileSystem = InMemoryFileSystem(files: ["out.json": "old\n"])
        let taken = TakenName(fileSystem: fileSystem)
        fileSystem.failure = { operation, path in taken.claimFirst(operation, path) }
        try AtomicWrite(fileSystem: fileSystem).write(Array("mine\n".utf8), to: "out.json")
        fileSystem.failure = nil
        let claimed = try #require(taken.claimed)
        #expect(claimed.hasPrefix("/work/.out.json.tmp-"))
        #expect(fileSystem.files == ["/work/out.json": "mine\n", claimed: "another writer's\n"])
    }

    @Test func threadsWritingOneFileAtOnceAllSucceed() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.json").path
        let failures = FailureLog()
        // Large enough that writing one takes a while, so the writers overlap.
        let texts = (0..<4).map { String(repeating: "\($0)", count: 1 << 20) }
        let threads = texts.map { text in
            Thread {
                for _ in 0..<25 {
                    do throws(FileSystemError) {
                        try AtomicWrite(fileSystem: LocalFileSystem()).write(Array(text.utf8), to: path)
                    } catch {
                        failures.add(error.description)
                    }
                }
                failures.finish()
            }
        }
        threads.forEach { $0.start() }
        failures.waitForFinishing(threads.count)
        #expect(failures.all == [])
        #expect(texts.contains(try String(contentsOfFile: path, encoding: .utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
    }
}

/// Notes failures from several threads, and which threads are done.
private final class FailureLog: @unchecked Sendable {
    private let condition = NSCondition()
    private var entries: [String] = []
    private var finished = 0

    var all: [String] { condition.withLock { entries } }

    func add(_ entry: String) {
        condition.withLock { entries.append(entry) }
    }

    func finish() {
        condition.withLock {
            finished += 1
            condition.broadcast()
        }
    }

    func waitForFinishing(_ count: Int) {
        condition.withLock {
            while finished < count { condition.wait() }
        }
    }
}

/// Another writer that creates a file under the first temporary name chosen, just after the name was
/// chosen and before it is created, as a process racing for the same name would.
private final class TakenName: @unchecked Sendable {
    let fileSystem: InMemoryFileSystem
    private let lock = NSLock()
    private(set) var claimed: String?

    init(fileSystem: InMemoryFileSystem) {
        self.fileSystem = fileSystem
    }

    func claimFirst(_ operation: String, _ path: String) -> FileSystemError? {
        guard operation == "createNewFile" || operation == "writeFile", path.contains("/.out.json.tmp") else { return nil }
        let isFirst = lock.withLock { () -> Bool in
            defer { if claimed == nil { claimed = path } }
            return claimed == nil
        }
        if isFirst {
            try? fileSystem.writeFile(Array("another writer's\n".utf8), atPath: path)
        }
        return nil
    }
}

/// One path that is a device (such as `/dev/full`) on which every write fails; records the
/// operations asked of it.
private final class DeviceStandIn: FileSystem, @unchecked Sendable {
    let path: String
    private let lock = NSLock()
    private var log: [String] = []

    init(path: String) {
        self.path = path
    }

    var operations: [String] { lock.withLock { log } }
    var currentDirectory: String { "/work" }

    private func note(_ operation: String, _ path: String) {
        lock.withLock { log.append("\(operation) \(path)") }
    }

    func status(ofItemAt path: String, followingLinks: Bool) -> FileStatus? {
        path == self.path ? FileStatus(kind: .other) : path == "/work" ? FileStatus(kind: .directory) : nil
    }

    func writeFile(_ bytes: [UInt8], atPath path: String) throws(FileSystemError) {
        note("writeFile", path)
        throw FileSystemError(path: path, reason: "No space left on device")
    }

    func readFile(atPath path: String) throws(FileSystemError) -> [UInt8] { [] }
    func contentsOfDirectory(atPath path: String) throws(FileSystemError) -> [String] { [] }
    func createDirectory(atPath path: String) throws(FileSystemError) { note("createDirectory", path) }
    func moveItem(atPath source: String, toPath destination: String) throws(FileSystemError) { note("moveItem", destination) }
    func removeItem(atPath path: String) throws(FileSystemError) { note("removeItem", path) }
    func resolvedPath(_ path: String) -> String? { path }
}
