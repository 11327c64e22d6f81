#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps two `sss generate` runs from writing into the same folder at the same time.
///
/// The lock is a file, `.sss-generate.lock`, inside the output folder, created in one exclusive step;
/// a second run finds it and stops before reading or writing anything, as git does with its
/// `index.lock`. As the lock lives in the folder itself (its real path, links resolved), every run
/// that writes there meets it, however it names the folder and whatever its temporary folder is.
/// An output folder that does not exist yet is created to hold the lock; when the run fails, the
/// folders created for it are removed again.
package struct GenerationLock {
    static let fileName = ".sss-generate.lock"

    private let fileSystem: any FileSystem
    /// The lock files taken, by absolute path.
    private(set) var held: [String] = []
    /// The folders created to hold a lock, outermost first, as the user wrote them.
    private(set) var createdFolders: [String] = []

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Takes the lock of every folder, or none of them (removing any folder it created).
    package mutating func acquire(_ folders: [String]) throws(DiagnosticError) {
        var lockPaths: Set<String> = []
        for folder in folders {
            do throws(DiagnosticError) {
                try createMissingFolders(of: folder)
                guard let real = fileSystem.resolvedPath(folder) else {
                    throw DiagnosticError(.error("cannot write into \(folder): it vanished while sss was locking it"))
                }
                let path = Path.join(real, Self.fileName)
                guard lockPaths.insert(path).inserted else { continue }
                try lock(folder, at: path)
            } catch {
                // Nothing of this run is in the created folders yet: a folder that is not empty
                // holds another run's files, and stays.
                let leftovers = releaseLocks()
                _ = removeCreatedFolders()
                throw DiagnosticError(error.diagnostics + leftovers)
            }
        }
    }

    /// Removes the lock files and, after a failed run, the folders created to hold them; returns
    /// what could not be removed.
    package mutating func release(removingCreatedFolders: Bool) -> [Diagnostic] {
        let leftovers = releaseLocks()
        guard removingCreatedFolders else {
            createdFolders = []
            return leftovers
        }
        return leftovers + removeCreatedFolders()
    }

    private mutating func releaseLocks() -> [Diagnostic] {
        var leftovers: [Diagnostic] = []
        for path in held {
            do throws(FileSystemError) {
                try fileSystem.removeItem(atPath: path)
            } catch {
                leftovers.append(.warning("could not remove the lock file \(path): \(error.reason)"))
            }
        }
        held = []
        return leftovers
    }

    private mutating func removeCreatedFolders() -> [Diagnostic] {
        var leftovers: [Diagnostic] = []
        for folder in createdFolders.reversed() {
            do throws(FileSystemError) {
                try fileSystem.removeItem(atPath: folder)
            } catch {
                leftovers.append(.error("could not remove the folder \(folder): \(error.reason)"))
            }
        }
        createdFolders = []
        return leftovers
    }

    /// Creates the folder and its missing ancestors, noting the ones this run made itself; one that
    /// another process makes meanwhile is used as it is.
    private mutating func createMissingFolders(of folder: String) throws(DiagnosticError) {
        for missing in try OutputFolder(path: folder, fileSystem: fileSystem).missingFolders() {
            do throws(FileSystemError) {
                try fileSystem.createNewDirectory(atPath: missing)
                createdFolders.append(missing)
            } catch where error.isAlreadyThere && fileSystem.isDirectory(atPath: missing) {
                continue
            } catch {
                throw DiagnosticError(.error("cannot create the folder \(missing): \(error.reason)"))
            }
        }
    }

    private mutating func lock(_ folder: String, at path: String) throws(DiagnosticError) {
        do throws(FileSystemError) {
            try fileSystem.createNewFile(Array("sss generate, process \(getpid())\n".utf8), atPath: path)
            held.append(path)
        } catch {
            let reason = error.isAlreadyThere
                ? "another 'sss generate' is writing to \(folder); if none is running, delete \(path)"
                : "cannot create the lock file \(path): \(error.reason)"
            throw DiagnosticError(.error(reason))
        }
    }
}
