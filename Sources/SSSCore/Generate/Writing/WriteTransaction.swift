/// Carries out a ``ChangeSet`` so that either every file is written or the file system is left as
/// it was.
///
/// The steps: create missing folders, write every new text to a temporary file beside its target,
/// copy every file about to be replaced to a backup beside it, rename each temporary file over its
/// target (or, for a file to remove, delete it), remove the backups. A failure in any step before the last undoes the steps taken:
/// created files are removed, replaced and removed ones are restored from their backups, temporary files and
/// backups are removed, created folders are removed.
///
/// Temporary files and backups get names no other process picks and are created exclusively, and a
/// replaced file's permissions carry over to its successor. Undoing touches only this run's own
/// files: each is recognised by its identity (device and inode), so a file another process put in
/// place meanwhile is left alone.
struct WriteTransaction {
    /// A file this run created, with the identity it had when created.
    private struct OwnFile {
        let path: String
        let identity: FileStatus?
    }

    let fileSystem: any FileSystem
    private var createdFolders: [String] = []
    private var temporaries: [String: OwnFile] = [:]
    private var backups: [String: OwnFile] = [:]
    /// A temporary file or backup whose writing failed; its name is this run's alone.
    private var partial: String?
    private var renamed: [(change: FileChange, file: OwnFile)] = []

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Returns warnings about backups that could not be removed once every file was in place.
    mutating func run(_ changeSet: ChangeSet) throws(DiagnosticError) -> [Diagnostic] {
        let changes = changeSet.changes.filter { $0.writes || $0.action == .remove }
        do throws(DiagnosticError) {
            try createFolders(changeSet.missingFolders)
            try writeTemporaries(changes.filter(\.writes))
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
        for change in changes {
            let file = try create(change.contents, besides: change, suffix: "sss-new", failure: "cannot write \(change.path)")
            temporaries[change.path] = file
        }
    }

    private mutating func backUp(_ changes: [FileChange]) throws(DiagnosticError) {
        for change in changes {
            guard let previous = change.previous else { continue }
            let failure = "cannot back up \(change.path) before replacing it"
            backups[change.path] = try create(previous, besides: change, suffix: "sss-backup", failure: failure)
        }
    }

    /// A new file next to the change's target, with the permissions of the file there now.
    private mutating func create(
        _ bytes: [UInt8], besides change: FileChange, suffix: String, failure: String
    ) throws(DiagnosticError) -> OwnFile {
        let permissions = change.previous == nil ? nil : fileSystem.permissions(ofItemAt: change.path)
        do throws(FileSystemError) {
            let path = try AtomicWrite(fileSystem: fileSystem)
                .createTemporary(besides: change.path, suffix: suffix, bytes: bytes, permissions: permissions)
            return OwnFile(path: path, identity: fileSystem.status(ofItemAt: path, followingLinks: false))
        } catch {
            if !error.isAlreadyThere { partial = error.path }
            throw DiagnosticError(.error("\(failure): \(error.reason)"))
        }
    }

    private mutating func rename(_ changes: [FileChange]) throws(DiagnosticError) {
        for change in changes {
            if change.action == .remove {
                try attempt("cannot remove \(change.path)") { () throws(FileSystemError) in
                    try fileSystem.removeItem(atPath: change.path)
                }
                renamed.append((change, OwnFile(path: change.path, identity: nil)))
                continue
            }
            guard let temporary = temporaries[change.path] else { continue }
            try attempt("cannot write \(change.path)") { () throws(FileSystemError) in
                try fileSystem.moveItem(atPath: temporary.path, toPath: change.path)
            }
            temporaries[change.path] = nil
            renamed.append((change, OwnFile(path: change.path, identity: temporary.identity)))
        }
    }

    /// Undoes every step taken; returns what could not be undone.
    private mutating func rollBack() -> [Diagnostic] {
        var leftovers: [Diagnostic] = []
        for (change, file) in renamed.reversed() {
            let backup = backups[change.path]
            if change.action == .remove {
                leftovers += restoreRemoved(change, from: backup)
                continue
            }
            guard isOwn(file) else {
                let kept = backup.map { "; the earlier file is kept as \($0.path)" } ?? ""
                leftovers.append(.error("left \(change.path) as it is: another process replaced it\(kept)"))
                backups[change.path] = nil
                continue
            }
            do throws(FileSystemError) {
                if let backup {
                    try fileSystem.moveItem(atPath: backup.path, toPath: change.path)
                    backups[change.path] = nil
                } else {
                    try fileSystem.removeItem(atPath: change.path)
                }
            } catch {
                let what = change.previous == nil ? "remove the new file" : "restore the earlier file"
                leftovers.append(.error("could not \(what) \(change.path): \(error.reason)"))
            }
        }
        let leftBehind = temporaries.values.filter(isOwn) + backups.values.filter(isOwn)
        let partialFile = partial.map { [$0] } ?? []
        for path in leftBehind.map(\.path).sorted() + partialFile
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

    /// Puts a removed file back from its backup, unless another process put a file there meanwhile.
    private mutating func restoreRemoved(_ change: FileChange, from backup: OwnFile?) -> [Diagnostic] {
        guard let backup else { return [] }
        guard fileSystem.status(ofItemAt: change.path, followingLinks: false) == nil else {
            backups[change.path] = nil
            return [.error("left \(change.path) as it is: another process put a file there; the removed file is kept as \(backup.path)")]
        }
        do throws(FileSystemError) {
            try fileSystem.moveItem(atPath: backup.path, toPath: change.path)
            backups[change.path] = nil
            return []
        } catch {
            backups[change.path] = nil
            return [.error("could not restore the removed file \(change.path): \(error.reason); it is kept as \(backup.path)")]
        }
    }

    /// Whether the file at `file.path` is still the one this run created.
    private func isOwn(_ file: OwnFile) -> Bool {
        file.identity != nil && fileSystem.status(ofItemAt: file.path, followingLinks: false) == file.identity
    }

    /// Backups are only needed until every file is in place; one that cannot be removed is left
    /// behind (hidden, next to its file) rather than undoing a complete write.
    private func removeBackups() -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for backup in backups.values.map(\.path).sorted() {
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
