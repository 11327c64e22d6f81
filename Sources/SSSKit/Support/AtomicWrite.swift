/// Writes a file in one step: the bytes go to a temporary file in the same folder, which is then
/// renamed over the destination, so readers never see half a file.
struct AtomicWrite {
    let fileSystem: any FileSystem

    func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let folder = Path.parent(of: path)
        if !fileSystem.isDirectory(atPath: folder) {
            try fileSystem.createDirectory(atPath: folder)
        }
        let temporary = unusedPath(besides: path, suffix: "tmp")
        do throws(FileSystemError) {
            try fileSystem.writeFile(bytes, atPath: temporary)
            try fileSystem.moveItem(atPath: temporary, toPath: path)
        } catch {
            try? fileSystem.removeItem(atPath: temporary)
            throw FileSystemError(path: path, reason: error.reason)
        }
    }

    /// A hidden name next to `path` that nothing uses yet and that is not in `taken`:
    /// `.Name.swift.tmp`, then `.Name.swift.tmp1`, and so on.
    func unusedPath(besides path: String, suffix: String, taken: Set<String> = []) -> String {
        let base = Path.join(Path.parent(of: path), ".\(Path.lastComponent(of: path)).\(suffix)")
        var candidate = base
        var number = 1
        while taken.contains(candidate) || fileSystem.status(ofItemAt: candidate, followingLinks: false) != nil {
            candidate = "\(base)\(number)"
            number += 1
        }
        return candidate
    }
}
