/// Writes a plan all or nothing: first every file is compared with what is on disk and every
/// target is checked, then, only if nothing stands in the way, the files are written atomically.
public struct PlanWriter: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// What writing `folders` would do, without writing anything.
    ///
    /// A file that exists with other bytes is a `conflict`, or an `overwrite` when `force` is set.
    ///
    /// - Throws: every target that would leave its output folder (a symbolic link inside it, a
    ///   path with `..`), that is not a regular file, or that cannot be read; and any path planned twice.
    public func review(_ folders: [FolderPlan], force: Bool) throws(DiagnosticError) -> ChangeSet {
        var changes: [FileChange] = []
        var missing: [String] = []
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for plan in folders {
            let folder = OutputFolder(path: plan.folder, fileSystem: fileSystem)
            do throws(DiagnosticError) {
                try folder.noteMissingFolders(in: &missing)
            } catch {
                diagnostics += error.diagnostics
                continue
            }
            for file in plan.files {
                do throws(DiagnosticError) {
                    let path = try folder.target(for: file.path, missing: &missing)
                    let absolute = Path.absolute(path, relativeTo: fileSystem.currentDirectory)
                    guard seen.insert(absolute).inserted else {
                        throw DiagnosticError(.error("\(path) is planned twice; give --tests a folder of its own"))
                    }
                    changes.append(try change(for: file, at: path, force: force))
                } catch {
                    diagnostics += error.diagnostics
                }
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
        return ChangeSet(changes: changes, missingFolders: missing)
    }

    /// Writes the files of `changes` that need writing: each goes to a temporary file in its
    /// folder first, files about to be replaced are backed up, and then every temporary file is
    /// renamed into place. When any step fails, every step before it is undone. Ctrl-C and other
    /// signals that would end the process take effect only once the files are all in place or all
    /// put back, when the caller runs this inside a step that holds them back.
    ///
    /// - Returns: warnings about backups left behind after every file was written.
    /// - Throws: the failure, naming the file; followed by anything that could not be undone.
    @discardableResult
    public func apply(_ changes: ChangeSet) throws(DiagnosticError) -> [Diagnostic] {
        guard changes.conflicts.isEmpty else {
            throw DiagnosticError(.error(Self.conflictMessage(count: changes.conflicts.count)))
        }
        guard changes.changes.contains(where: { $0.writes || $0.action == .remove }) else { return [] }
        var transaction = WriteTransaction(fileSystem: fileSystem)
        return try transaction.run(changes)
    }

    /// The error for files that exist with other contents, when `--force` was not given.
    public static func conflictMessage(count: Int) -> String {
        let files = count == 1 ? "1 file differs" : "\(count) files differ"
        return "\(files) from what sss would write; nothing was written (use --force to replace them)"
    }

    private func change(for file: PlannedFile, at path: String, force: Bool) throws(DiagnosticError) -> FileChange {
        let contents = Array(file.contents.utf8)
        guard fileSystem.status(ofItemAt: path, followingLinks: false) != nil else {
            return FileChange(path: path, action: .create, contents: contents, previous: nil)
        }
        let previous: [UInt8]
        do throws(FileSystemError) {
            previous = try fileSystem.readFile(atPath: path)
        } catch {
            throw DiagnosticError(.error("cannot read \(path): \(error.reason)"))
        }
        let action: FileChange.Action = previous == contents ? .identical : (force ? .overwrite : .conflict)
        return FileChange(path: path, action: action, contents: contents, previous: previous)
    }
}
