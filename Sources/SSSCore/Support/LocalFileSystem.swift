#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system, through POSIX calls. Paths go to the system as ``PathBytes`` gives them, so
/// names that are not UTF-8 are found and read.
public struct LocalFileSystem: FileSystem {
    public init() {}

    public func readFile(atPath path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw error(path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw error(path) }
        guard (info.st_mode & S_IFMT) != S_IFDIR else {
            throw FileSystemError(path: path, reason: "is a directory")
        }
        let expected = max(Int(info.st_size), 0)
        let isRegular = (info.st_mode & S_IFMT) == S_IFREG
        var failure: Int32 = 0
        var reachedEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            (count, reachedEnd) = Self.fill(descriptor, into: buffer, shortReadEnds: isRegular, failure: &failure)
        }
        while failure == 0 && !reachedEnd {
            let more = [UInt8](unsafeUninitializedCapacity: max(bytes.count, 4096)) { buffer, count in
                (count, reachedEnd) = Self.fill(descriptor, into: buffer, shortReadEnds: false, failure: &failure)
            }
            bytes += more
        }
        if failure != 0 {
            throw FileSystemError(path: path, reason: String(cString: strerror(failure)))
        }
        return bytes
    }

    /// One `read` for most files: one that returns fewer bytes than asked for is at its end, as a
    /// regular file is.
    public func readFile(atPath path: String, upTo limit: Int) throws(FileSystemError) -> [UInt8] {
        let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw error(path) }
        defer { close(descriptor) }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: max(0, limit)) { buffer, count in
            (count, _) = Self.fill(descriptor, into: buffer, shortReadEnds: true, failure: &failure)
        }
        if failure != 0 {
            throw FileSystemError(path: path, reason: String(cString: strerror(failure)))
        }
        return bytes
    }

    /// Reads into `buffer` until it is full or the file ends, and says how many bytes came and whether
    /// the end was seen. A regular file that returns fewer bytes than asked for is at its end, which
    /// spares the last `read` that would return 0.
    private static func fill(
        _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, shortReadEnds: Bool, failure: inout Int32
    ) -> (count: Int, reachedEnd: Bool) {
        guard let base = buffer.baseAddress else { return (0, false) }
        var count = 0
        while count < buffer.count {
            let got = read(descriptor, base + count, buffer.count - count)
            if got < 0 {
                if errno == EINTR { continue }
                failure = errno
                return (count, true)
            }
            if got == 0 { return (count, true) }
            count += got
            if shortReadEnds && count < buffer.count { return (count, true) }
        }
        return (count, false)
    }

    public func status(ofItemAt path: String, followingLinks: Bool) -> FileStatus? {
        var info = stat()
        let result = PathBytes.withCString(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? Self.status(info) : nil
    }

    private static func status(_ info: stat) -> FileStatus {
        let kind: FileKind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        return FileStatus(kind: kind, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    public func lookupFailure(ofItemAt path: String, followingLinks: Bool) -> LookupFailure? {
        var info = stat()
        let code = PathBytes.withCString(path) { path in
            (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 ? 0 : errno
        }
        switch code {
        case 0: return nil
        case ENOENT, ENOTDIR: return .notFound
        case ELOOP: return .linkLoop
        default: return .other(String(cString: strerror(code)))
        }
    }

    public func contentsOfDirectory(atPath path: String) throws(FileSystemError) -> [String] {
        try entries(ofDirectoryAt: path).map(\.name)
    }

    /// The listing with each entry's kind and inode as `readdir` reports them, so walking a tree needs
    /// no `stat` per file.
    public func entries(ofDirectoryAt path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let directory = PathBytes.withCString(path, { opendir($0) }) else { throw error(path) }
        defer { closedir(directory) }
        return Self.entries(of: directory)
    }

    /// The status comes from the opened directory, which spares looking its path up a second time.
    public func listing(ofDirectoryAt path: String) -> DirectoryListing? {
        guard let directory = PathBytes.withCString(path, { opendir($0) }) else { return unreadableListing(path) }
        defer { closedir(directory) }
        var info = stat()
        guard fstat(dirfd(directory), &info) == 0 else { return unreadableListing(path) }
        return DirectoryListing(status: Self.status(info), entries: .success(Self.entries(of: directory)))
    }

    /// The listing of a directory that could not be opened or looked at, with the reason `errno` holds:
    /// its status when a lookup by path still finds it, else `nil`.
    private func unreadableListing(_ path: String) -> DirectoryListing? {
        let failure = error(path)
        return status(ofItemAt: path, followingLinks: true).map { DirectoryListing(status: $0, entries: .failure(failure)) }
    }

    private static func entries(of directory: OpaquePointer) -> [DirectoryEntry] {
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    PathBytes.string(cString: $0)
                }
            }
            guard name != "." && name != ".." else { continue }
            let kind: FileKind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = nil
            default: kind = .other
            }
            entries.append(DirectoryEntry(name: name, kind: kind, inode: UInt64(entry.pointee.d_ino)))
        }
        return entries
    }

    public func createDirectory(atPath path: String) throws(FileSystemError) {
        if isDirectory(atPath: path) { return }
        let parent = Path.parent(of: path)
        if parent != path && !parent.isEmpty && !fileExists(atPath: parent) {
            try createDirectory(atPath: parent)
        }
        if mkdir(path, 0o755) != 0 && !(errno == EEXIST && isDirectory(atPath: path)) {
            throw error(path)
        }
    }

    public func writeFile(_ bytes: [UInt8], atPath path: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error(path) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    /// Opens with `O_EXCL`, so the file is surely this call's own; when a write fails, the part
    /// written is removed again.
    public func createNewFile(_ bytes: [UInt8], atPath path: String, permissions: UInt32?) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions == nil ? 0o644 : 0o600)
        guard descriptor >= 0 else { throw error(path) }
        do throws(FileSystemError) {
            if let permissions, fchmod(descriptor, mode_t(permissions)) != 0 {
                let failure = error(path)
                close(descriptor)
                throw failure
            }
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            unlink(path)
            throw error
        }
    }

    public func createNewDirectory(atPath path: String) throws(FileSystemError) {
        guard mkdir(path, 0o755) == 0 else { throw error(path) }
    }

    public func permissions(ofItemAt path: String) -> UInt32? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt32(info.st_mode) & 0o7777
    }

    /// Writes every byte to `descriptor`, then closes it.
    private func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + written, bytes.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let failure = error(path)
                close(descriptor)
                throw failure
            }
            written += result
        }
        guard close(descriptor) == 0 else { throw error(path) }
    }

    public func moveItem(atPath source: String, toPath destination: String) throws(FileSystemError) {
        guard rename(source, destination) == 0 else { throw error(destination) }
    }

    public func removeItem(atPath path: String) throws(FileSystemError) {
        if status(ofItemAt: path, followingLinks: false)?.kind == .directory {
            guard rmdir(path) == 0 else { throw error(path) }
        } else {
            guard unlink(path) == 0 else { throw error(path) }
        }
    }

    public func resolvedPath(_ path: String) -> String? {
        guard let resolved = PathBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return PathBytes.string(cString: resolved)
    }

    public var currentDirectory: String {
        guard let directory = getcwd(nil, 0) else { return "." }
        defer { free(directory) }
        return PathBytes.string(cString: directory)
    }

    private func error(_ path: String) -> FileSystemError {
        let code = errno
        return FileSystemError(path: path, reason: String(cString: strerror(code)))
    }
}
