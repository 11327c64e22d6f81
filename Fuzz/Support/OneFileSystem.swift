/// A read-only file system holding a single file at ``path``, for running the linter on fuzz input.
struct OneFileSystem: FileSystem {
    static let path = "/fuzz/Fuzz.swift"

    let bytes: [UInt8]

    var currentDirectory: String { "/fuzz" }

    func readFile(atPath path: String) throws(FileSystemError) -> [UInt8] {
        guard path == Self.path else { throw FileSystemError(path: path, reason: "No such file or directory") }
        return bytes
    }

    func status(ofItemAt path: String, followingLinks: Bool) -> FileStatus? {
        switch path {
        case Self.path: FileStatus(kind: .file, device: 1, inode: 2)
        case currentDirectory: FileStatus(kind: .directory, device: 1, inode: 1)
        default: nil
        }
    }

    func contentsOfDirectory(atPath path: String) throws(FileSystemError) -> [String] {
        guard path == currentDirectory else { throw FileSystemError(path: path, reason: "Not a directory") }
        return ["Fuzz.swift"]
    }

    func resolvedPath(_ path: String) -> String? {
        status(ofItemAt: path, followingLinks: true) == nil ? nil : path
    }

    func createDirectory(atPath path: String) throws(FileSystemError) { throw readOnly(path) }
    func writeFile(_ bytes: [UInt8], atPath path: String) throws(FileSystemError) { throw readOnly(path) }
    func moveItem(atPath source: String, toPath destination: String) throws(FileSystemError) { throw readOnly(source) }
    func removeItem(atPath path: String) throws(FileSystemError) { throw readOnly(path) }

    private func readOnly(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: "Read-only file system")
    }
}
