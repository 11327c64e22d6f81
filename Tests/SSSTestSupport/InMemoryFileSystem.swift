import Foundation
import SSSCore

/// A file tree held in memory, with hooks to make chosen operations fail. An item keeps its inode
/// when renamed, as on disk.
package final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    private enum Item {
        case file([UInt8])
        case directory
        case link(String)
    }

    private let lock = NSLock()
    private var items: [String: Item] = ["/": .directory]
    private var nextInode: UInt64 = 1
    private var inodes: [String: UInt64] = [:]
    /// Called before every write, move and removal with the operation's name and path; throwing
    /// from it makes the operation fail, as a full disk or a read-only folder would.
    package var failure: (@Sendable (_ operation: String, _ path: String) -> FileSystemError?)?
    /// Called before every file read with the path; throwing from it makes the read fail.
    package var readFailure: (@Sendable (_ path: String) -> FileSystemError?)?
    package let currentDirectory: String

    package init(currentDirectory: String = "/work", files: [String: String] = [:]) {
        self.currentDirectory = currentDirectory
        items["/tmp"] = .directory
        items[currentDirectory] = .directory
        for (path, text) in files {
            let absolute = Path.absolute(path, relativeTo: currentDirectory)
            try? createDirectory(atPath: Path.parent(of: absolute))
            items[absolute] = .file(Array(text.utf8))
        }
    }

    /// Every regular file, by absolute path, as text.
    package var files: [String: String] {
        lock.withLock {
            var result: [String: String] = [:]
            for (path, item) in items {
                if case .file(let bytes) = item { result[path] = String(decoding: bytes, as: UTF8.self) }
            }
            return result
        }
    }

    package func addLink(at path: String, to target: String) {
        lock.withLock { items[absolute(path)] = .link(target) }
    }

    /// The limit of each read of a file's first bytes, by path.
    package var prefixReads: [String: [Int]] {
        lock.withLock { limits }
    }

    private var limits: [String: [Int]] = [:]

    package func readFile(atPath path: String, upTo limit: Int) throws(FileSystemError) -> [UInt8] {
        lock.withLock { limits[absolute(path), default: []].append(limit) }
        return Array(try readFile(atPath: path).prefix(limit))
    }

    package func readFile(atPath path: String) throws(FileSystemError) -> [UInt8] {
        if let error = readFailure?(path) { throw error }
        let resolved = resolve(absolute(path))
        let item = lock.withLock { items[resolved] }
        switch item {
        case .file(let bytes): return bytes
        case .directory: throw FileSystemError(path: path, reason: "is a directory")
        default: throw FileSystemError(path: path, reason: "No such file or directory")
        }
    }

    package func status(ofItemAt path: String, followingLinks: Bool) -> FileStatus? {
        let key = followingLinks ? resolve(absolute(path)) : absolute(path)
        return lock.withLock {
            guard let item = items[key] else { return nil }
            let inode = inodes[key] ?? {
                nextInode += 1
                inodes[key] = nextInode
                return nextInode
            }()
            switch item {
            case .file: return FileStatus(kind: .file, inode: inode)
            case .directory: return FileStatus(kind: .directory, inode: inode)
            case .link: return FileStatus(kind: .symbolicLink, inode: inode)
            }
        }
    }

    package func contentsOfDirectory(atPath path: String) throws(FileSystemError) -> [String] {
        let directory = resolve(absolute(path))
        return try locked { () throws(FileSystemError) -> [String] in
            guard case .directory = items[directory] else {
                throw FileSystemError(path: path, reason: "Not a directory")
            }
            let prefix = directory == "/" ? "/" : directory + "/"
            return items.keys.filter { $0.hasPrefix(prefix) && $0 != directory && !$0.dropFirst(prefix.count).contains("/") }
                .map { String($0.dropFirst(prefix.count)) }
        }
    }

    package func createDirectory(atPath path: String) throws(FileSystemError) {
        let target = absolute(path)
        if let error = failure?("createDirectory", target) { throw error }
        var current = ""
        for part in target.split(separator: "/") {
            current += "/" + part
            let existing = lock.withLock { items[current] }
            switch existing {
            case nil: lock.withLock { items[current] = .directory }
            case .directory, .link: continue
            case .file: throw FileSystemError(path: current, reason: "File exists")
            }
        }
    }

    package func writeFile(_ bytes: [UInt8], atPath path: String) throws(FileSystemError) {
        let target = absolute(path)
        if let error = failure?("writeFile", target) { throw error }
        try requireParent(of: target)
        let stored = resolveParent(target)
        lock.withLock { items[stored] = .file(bytes) }
    }

    /// Checks and creates in one locked step, so two threads can never both succeed; the hook sees
    /// the operation as `createNewFile`, before the check.
    package func createNewFile(_ bytes: [UInt8], atPath path: String, permissions: UInt32?) throws(FileSystemError) {
        let target = absolute(path)
        if let error = failure?("createNewFile", target) { throw error }
        try requireParent(of: target)
        let stored = resolveParent(target)
        try locked { () throws(FileSystemError) in
            guard items[stored] == nil else { throw FileSystemError(path: path, reason: "File exists") }
            items[stored] = .file(bytes)
            inodes[stored] = nil
        }
    }

    package func moveItem(atPath source: String, toPath destination: String) throws(FileSystemError) {
        let from = resolveParent(absolute(source))
        let given = absolute(destination)
        if let error = failure?("moveItem", given) { throw error }
        try requireParent(of: given)
        let to = resolveParent(given)
        try locked { () throws(FileSystemError) in
            guard let item = items.removeValue(forKey: from) else {
                throw FileSystemError(path: source, reason: "No such file or directory")
            }
            items[to] = item
            inodes[to] = inodes.removeValue(forKey: from)
        }
    }

    /// Like POSIX, refuses to remove a folder that is not empty.
    package func removeItem(atPath path: String) throws(FileSystemError) {
        let given = absolute(path)
        if let error = failure?("removeItem", given) { throw error }
        let target = resolveParent(given)
        try locked { () throws(FileSystemError) in
            if case .directory = items[target], items.keys.contains(where: { $0.hasPrefix(target + "/") }) {
                throw FileSystemError(path: path, reason: "Directory not empty")
            }
            guard items.removeValue(forKey: target) != nil else {
                throw FileSystemError(path: path, reason: "No such file or directory")
            }
            inodes[target] = nil
        }
    }

    package func resolvedPath(_ path: String) -> String? {
        let resolved = resolve(absolute(path))
        return lock.withLock { items[resolved] == nil ? nil : resolved }
    }

    private func locked<T>(_ body: () throws(FileSystemError) -> T) throws(FileSystemError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func requireParent(of path: String) throws(FileSystemError) {
        let parent = resolve(Path.parent(of: path))
        guard case .directory = lock.withLock({ items[parent] }) else {
            throw FileSystemError(path: path, reason: "No such file or directory")
        }
    }

    private func absolute(_ path: String) -> String {
        Path.absolute(path, relativeTo: currentDirectory)
    }

    /// `path` with the links in its folder resolved and its last component kept, as POSIX calls
    /// that create, rename or remove an entry treat it.
    private func resolveParent(_ path: String) -> String {
        guard path != "/" else { return path }
        return Path.join(resolve(Path.parent(of: path)), Path.lastComponent(of: path))
    }

    private func resolve(_ path: String, depth: Int = 0) -> String {
        guard depth < 40 else { return path }
        var resolved = ""
        for part in path.split(separator: "/") {
            let candidate = resolved + "/" + part
            if case .link(let target) = lock.withLock({ items[candidate] }) {
                resolved = resolve(Path.absolute(target, relativeTo: resolved.isEmpty ? "/" : resolved), depth: depth + 1)
            } else {
                resolved = candidate
            }
        }
        return resolved.isEmpty ? "/" : resolved
    }
}
