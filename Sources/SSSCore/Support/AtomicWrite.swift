#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file in one step: the bytes go to a temporary file in the same folder, which is then
/// renamed over the destination, so readers never see half a file.
///
/// What is already at the destination decides how:
/// - a regular file is replaced, and the new one keeps its permissions;
/// - a symbolic link is kept, and the file it leads to is replaced;
/// - a device, a named pipe or a socket (anything that is not a regular file or a folder), or a path
///   under `/dev` or `/proc` such as `/dev/stdout`, is written into directly, never replaced.
package struct AtomicWrite {
    let fileSystem: any FileSystem

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Writes `bytes` to `path`.
    package func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let absolute = Path.absolute(path, relativeTo: fileSystem.currentDirectory)
        if fileSystem.status(ofItemAt: path, followingLinks: true)?.kind == .other
            || absolute.hasPrefix("/dev/") || absolute.hasPrefix("/proc/") {
            try fileSystem.writeFile(bytes, atPath: path)
            return
        }
        var destination = path
        if fileSystem.status(ofItemAt: path, followingLinks: false)?.kind == .symbolicLink {
            guard let target = fileSystem.resolvedPath(path) else {
                // A link to nothing yet: writing through it creates the file it names.
                try fileSystem.writeFile(bytes, atPath: path)
                return
            }
            destination = target
        }
        let folder = Path.parent(of: destination)
        if !fileSystem.isDirectory(atPath: folder) {
            try fileSystem.createDirectory(atPath: folder)
        }
        let permissions = fileSystem.permissions(ofItemAt: destination)
        let temporary: String
        do throws(FileSystemError) {
            temporary = try createTemporary(besides: destination, suffix: "tmp", bytes: bytes, permissions: permissions)
        } catch {
            if !error.isAlreadyThere { removeIfPresent(error.path) }
            throw FileSystemError(path: path, reason: error.reason)
        }
        do throws(FileSystemError) {
            try fileSystem.moveItem(atPath: temporary, toPath: destination)
        } catch {
            removeIfPresent(temporary)
            throw FileSystemError(path: path, reason: error.reason)
        }
    }

    /// Creates a new hidden file next to `path` holding `bytes`, under a name no other process
    /// picks (`.Name.swift.<suffix>-<process>-<random>`), and returns that name. The file is created
    /// exclusively: should the name be taken after all, another one is tried.
    ///
    /// - Throws: the failure, whose `path` is the name tried last. Unless the failure is that the
    ///   name was taken, a file there is this call's own, possibly holding part of the bytes.
    func createTemporary(
        besides path: String, suffix: String, bytes: [UInt8], permissions: UInt32?
    ) throws(FileSystemError) -> String {
        var attempts = 0
        while true {
            let candidate = temporaryPath(besides: path, suffix: suffix)
            do throws(FileSystemError) {
                try fileSystem.createNewFile(bytes, atPath: candidate, permissions: permissions)
                return candidate
            } catch where error.isAlreadyThere && attempts < 16 {
                attempts += 1
            } catch {
                throw FileSystemError(path: candidate, reason: error.reason)
            }
        }
    }

    /// `.Name.swift.<suffix>-<process id>-<random hex>`, next to `path`.
    func temporaryPath(besides path: String, suffix: String) -> String {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let name = ".\(Path.lastComponent(of: path)).\(suffix)-\(getpid())-\(random)"
        return Path.join(Path.parent(of: path), name)
    }

    /// Removes a temporary file of this write, if one is there.
    private func removeIfPresent(_ path: String) {
        if fileSystem.status(ofItemAt: path, followingLinks: false) != nil {
            try? fileSystem.removeItem(atPath: path)
        }
    }
}
