/// What kind of item a path names.
public enum FileKind: Sendable, Equatable {
    case file
    case directory
    case symbolicLink
    case other
}

/// What `status(ofItemAt:followingLinks:)` reports about an item.
public struct FileStatus: Sendable, Equatable {
    public var kind: FileKind
    /// Device and inode together identify an item however it is reached, for spotting link loops.
    public var device: UInt64
    public var inode: UInt64

    public init(kind: FileKind, device: UInt64 = 0, inode: UInt64 = 0) {
        self.kind = kind
        self.device = device
        self.inode = inode
    }
}

/// A failed file-system operation, with the path involved and the system's reason.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }

    /// Whether the operation failed because something is already at the path (`EEXIST`).
    public var isAlreadyThere: Bool { reason == "File exists" }
}

/// Why a path leads to no item.
public enum LookupFailure: Sendable, Equatable {
    /// Nothing is there; for a symbolic link, nothing is where it points.
    case notFound
    /// Following symbolic links goes round in a circle (or through too many links).
    case linkLoop
    /// Another failure, in the system's words, such as a folder on the way that cannot be searched.
    case other(String)
}

/// One entry of a directory listing, with what the listing itself tells about it.
public struct DirectoryEntry: Sendable, Equatable {
    public var name: String
    /// The kind of the entry itself (a link is `.symbolicLink`), or `nil` when the listing does not say.
    public var kind: FileKind?
    /// The entry's inode number, or `nil` when the listing does not say.
    public var inode: UInt64?

    public init(name: String, kind: FileKind? = nil, inode: UInt64? = nil) {
        self.name = name
        self.kind = kind
        self.inode = inode
    }
}

/// Everything `sss` does with files, behind a protocol so tests can run on an in-memory tree and
/// inject failures.
public protocol FileSystem: Sendable {
    /// The whole content of a regular file, read in one go.
    func readFile(atPath path: String) throws(FileSystemError) -> [UInt8]
    /// The first `limit` bytes of a regular file, or all of it when it is shorter: all that finding a
    /// line near the top of a long file needs. A requirement, so a file system that can stop reading
    /// early is asked even through `any FileSystem`.
    func readFile(atPath path: String, upTo limit: Int) throws(FileSystemError) -> [UInt8]
    /// The item at `path`, or `nil` when nothing is there.
    func status(ofItemAt path: String, followingLinks: Bool) -> FileStatus?
    /// Why `status(ofItemAt:followingLinks:)` finds nothing at `path`, or `nil` when something is there.
    func lookupFailure(ofItemAt path: String, followingLinks: Bool) -> LookupFailure?
    /// The names of the entries of a directory, in no particular order, without `.` and `..`.
    func contentsOfDirectory(atPath path: String) throws(FileSystemError) -> [String]
    /// The entries of a directory with what the listing tells about each, in no particular order,
    /// without `.` and `..`. A requirement, so a file system that knows the kinds without a `stat`
    /// per entry is asked even through `any FileSystem`.
    func entries(ofDirectoryAt path: String) throws(FileSystemError) -> [DirectoryEntry]
    /// A directory's status (following links) and its entries, or `nil` when nothing is at `path`; the
    /// entries are a failure when the directory is there but cannot be read. A requirement, so a file
    /// system that learns both from one opened directory is asked even through `any FileSystem`.
    func listing(ofDirectoryAt path: String) -> DirectoryListing?
    /// Creates a directory and any missing parents; succeeds when it already exists.
    func createDirectory(atPath path: String) throws(FileSystemError)
    /// Creates or truncates a file and writes `bytes` to it.
    func writeFile(_ bytes: [UInt8], atPath path: String) throws(FileSystemError)
    /// Creates a file that must not exist yet and writes `bytes` to it; fails with "File exists" when
    /// it does. The check and the creation are one step, so two processes can never both succeed.
    /// `permissions` (such as `0o600`) are given to the file exactly, before any byte is written;
    /// without them the file gets the usual ones for a new file.
    func createNewFile(_ bytes: [UInt8], atPath path: String, permissions: UInt32?) throws(FileSystemError)
    /// Creates a directory whose parent exists and that must not exist yet; fails with "File exists"
    /// when anything is there, so a caller knows whether it made the directory itself.
    func createNewDirectory(atPath path: String) throws(FileSystemError)
    /// The permission bits (such as `0o644`) of the item at `path`, following links, or `nil` when
    /// nothing is there or the file system has no permissions.
    func permissions(ofItemAt path: String) -> UInt32?
    /// Renames an item, replacing an existing file at the destination in one atomic step.
    func moveItem(atPath source: String, toPath destination: String) throws(FileSystemError)
    /// Removes a file or an empty directory.
    func removeItem(atPath path: String) throws(FileSystemError)
    /// The absolute path with every symbolic link resolved, or `nil` when the path does not exist.
    func resolvedPath(_ path: String) -> String?
    /// The directory relative paths start from.
    var currentDirectory: String { get }
}

/// What ``FileSystem/listing(ofDirectoryAt:)`` finds.
public struct DirectoryListing: Sendable {
    public var status: FileStatus
    public var entries: Result<[DirectoryEntry], FileSystemError>

    public init(status: FileStatus, entries: Result<[DirectoryEntry], FileSystemError>) {
        self.status = status
        self.entries = entries
    }
}

extension FileSystem {
    /// The whole file, then its first `limit` bytes.
    public func readFile(atPath path: String, upTo limit: Int) throws(FileSystemError) -> [UInt8] {
        Array(try readFile(atPath: path).prefix(max(0, limit)))
    }

    /// The status, then the entries, each asked for on its own.
    public func listing(ofDirectoryAt path: String) -> DirectoryListing? {
        guard let status = status(ofItemAt: path, followingLinks: true) else { return nil }
        return DirectoryListing(status: status, entries: Result { () throws(FileSystemError) in try entries(ofDirectoryAt: path) })
    }

    /// Creates a file that must not exist yet, with the usual permissions of a new file.
    public func createNewFile(_ bytes: [UInt8], atPath path: String) throws(FileSystemError) {
        try createNewFile(bytes, atPath: path, permissions: nil)
    }

    /// A check followed by a write, for file systems that only one process uses (such as test
    /// doubles); `permissions` are not kept.
    public func createNewFile(_ bytes: [UInt8], atPath path: String, permissions: UInt32?) throws(FileSystemError) {
        guard status(ofItemAt: path, followingLinks: false) == nil else {
            throw FileSystemError(path: path, reason: "File exists")
        }
        try writeFile(bytes, atPath: path)
    }

    /// A check followed by `createDirectory`, for file systems that only one process uses.
    public func createNewDirectory(atPath path: String) throws(FileSystemError) {
        guard status(ofItemAt: path, followingLinks: false) == nil else {
            throw FileSystemError(path: path, reason: "File exists")
        }
        try createDirectory(atPath: path)
    }

    /// File systems without permissions have none to report.
    public func permissions(ofItemAt path: String) -> UInt32? {
        nil
    }

    /// The entries of a directory, with their kinds; file systems that can tell the kinds without a
    /// `stat` per entry override this.
    public func entries(ofDirectoryAt path: String) throws(FileSystemError) -> [DirectoryEntry] {
        try contentsOfDirectory(atPath: path).map { name in
            let status = status(ofItemAt: Path.join(path, name), followingLinks: false)
            return DirectoryEntry(name: name, kind: status?.kind, inode: status?.inode)
        }
    }

    /// Says `.notFound` whenever `status(ofItemAt:followingLinks:)` finds nothing; file systems that
    /// can tell a link loop from a missing item override this.
    public func lookupFailure(ofItemAt path: String, followingLinks: Bool) -> LookupFailure? {
        status(ofItemAt: path, followingLinks: followingLinks) == nil ? .notFound : nil
    }

    public func fileExists(atPath path: String) -> Bool {
        status(ofItemAt: path, followingLinks: true) != nil
    }

    public func isDirectory(atPath path: String) -> Bool {
        status(ofItemAt: path, followingLinks: true)?.kind == .directory
    }
}
