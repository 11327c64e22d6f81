/// Carries out a ``ChangeSet`` so that either every file is written or the file system is left as
/// it was.
///
/// The steps: create missing folders, write every new text to a temporary file beside its target,
/// copy every file about to be replaced to a backup beside it, rename each temporary file over its
/// target, remove the backups. A failure in any step before the last undoes the steps taken:
/// created files are removed, replaced ones are restored from their backups, temporary files and
/// backups are removed, created folders are removed.
struct WriteTransaction {
    let fileSystem: any FileSystem
    private var createdFolders: [String] = []
    private var temporaries: [String: String] = [:]
    /// The values of `temporaries`, kept as a set so each new name is checked in constant time.
    private var temporaryPaths: Set<String> = []
    private var backups: [String: String] = [:]
    private var renamed: [FileChange] = []

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Returns warnings about backups that could not be removed once every file was in place.
    mutating func run(_ changeSet: ChangeSet) throws(DiagnosticError) -> [Diagnostic] {
        let changes = changeSet.changes.filter(\.writes)
        do throws(DiagnosticError) {
            try createFolders(changeSet.missingFolders)
            try writeTemporaries(changes)
            try backUp(changes)
            try rename(changes)
        } catch {
            let leftovers = rollBack()
            throw DiagnosticError(error.diagnostics + leftovers)
        }
        return removeBackups()
    }

    private mutating func createFolders(_ folders: [String]) throws(DiagnosticError) {
        for folder in folders {
            try attempt("cannot create the folder \(folder)") { () throws(FileSystemError) in
                try fileSystem.createDirectory(atPath: folder)
            }
            createdFolders.append(folder)
        }
    }

    private mutating func writeTemporaries(_ changes: [FileChange]) throws(DiagnosticError) {
        let atomic = AtomicWrite(fileSystem: fileSystem)
        for change in changes {
            let temporary = atomic.unusedPath(besides: change.path, suffix: "sss-new", taken: temporaryPaths)
            temporaries[change.path] = temporary
            temporaryPaths.insert(temporary)
            try attempt("cannot write \(change.path)") { () throws(FileSystemError) in
                try fileSystem.writeFile(change.contents, atPath: temporary)
            }
        }
    }

    private mutating func backUp(_ changes: [FileChange]) throws(DiagnosticError) {
        let atomic = AtomicWrite(fileSystem: fileSystem)
        for change in changes {
            guard let previous = change.previous else { continue }
            let backup = atomic.unusedPath(besides: change.path, suffix: "sss-backup", taken: temporaryPaths)
            backups[change.path] = backup
            try attempt("cannot back up \(change.path) before replacing it") { () throws(FileSystemError) in
                try fileSystem.writeFile(previous, atPath: backup)
            }
        }
    }

    private mutating func rename(_ changes: [FileChange]) throws(DiagnosticError) {
        for change in changes {
            guard let temporary = temporaries[change.path] else { continue }
            try attempt("cannot write \(change.path)") { () throws(FileSystemError) in
                try fileSystem.moveItem(atPath: temporary, toPath: change.path)
            }
            temporaries[change.path] = nil
            renamed.append(change)
        }
    }

    /// Undoes every step taken; returns what could not be undone.
    private mutating func rollBack() -> [Diagnostic] {
        var leftovers: [Diagnostic] = []
        for change in renamed.reversed() {
            do throws(FileSystemError) {
                if let backup = backups[change.path] {
                    try fileSystem.moveItem(atPath: backup, toPath: change.path)
                    backups[change.path] = nil
                } else {
                    try fileSystem.removeItem(atPath: change.path)
                }
            } catch {
                let what = change.previous == nil ? "remove the new file" : "restore the earlier file"
                leftovers.append(.error("could not \(what) \(change.path): \(error.reason)"))
            }
        }
        // A failed write may or may not have left a partial file behind.
        for path in temporaries.values.sorted() + backups.values.sorted()
        where fileSystem.status(ofItemAt: path, followingLinks: false) != nil {
            do throws(FileSystemError) {
                try fileSystem.removeItem(atPath: path)
            } catch {
                leftovers.append(.error("could not remove the temporary file \(path): \(error.reason)"))
            }
        }
        for folder in createdFolders.reversed() {
            do throws(FileSystemError) {
                try fileSystem.removeItem(atPath: folder)
            } catch {
                leftovers.append(.error("could not remove the folder \(folder): \(error.reason)"))
            }
        }
        return leftovers
    }

    /// Backups are only needed until every file is in place; one that cannot be removed is left
    /// behind (hidden, next to its file) rather than undoing a complete write.
    private func removeBackups() -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for backup in backups.values.sorted() {
            do throws(FileSystemError) {
                try fileSystem.removeItem(atPath: backup)
            } catch {
                warnings.append(.warning("could not remove the backup \(backup): \(error.reason)"))
            }
        }
        return warnings
    }

    private func attempt(_ failure: String, _ step: () throws(FileSystemError) -> Void) throws(DiagnosticError) {
        do throws(FileSystemError) {
            try step()
        } catch {
            throw DiagnosticError(.error("\(failure): \(error.reason)"))
        }
    }
}
