/// Decides what a run of `sss generate` does to folders that may hold files of earlier runs: each
/// planned file is compared with the file there and with the record of what was generated for it
/// (see ``RegenerationDecision``), files the record holds for the run's features that the run no
/// longer generates are orphans, and each folder's record is rewritten last.
///
/// Folders that are one folder on disk (the output and tests folders named alike, or through a
/// link) share one record.
public struct Regenerator: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// What writing `folders` would do for a run that generates `features`, without writing anything.
    ///
    /// - Throws: every target that would leave its output folder, is not a regular file or cannot
    ///   be read, any path planned twice, and every problem in a record.
    public func review(
        _ folders: [FolderPlan], features: Set<String>, policy: RegenerationPolicy
    ) throws(DiagnosticError) -> ChangeSet {
        var groups: [RecordGroup] = []
        var missing: [String] = []
        var diagnostics: [Diagnostic] = []
        for plan in folders {
            let folder = OutputFolder(path: plan.folder, fileSystem: fileSystem)
            do throws(DiagnosticError) {
                try folder.noteMissingFolders(in: &missing)
            } catch {
                diagnostics += error.diagnostics
                continue
            }
            let key = fileSystem.resolvedPath(plan.folder) ?? Path.absolute(plan.folder, relativeTo: fileSystem.currentDirectory)
            let files = plan.files.map { (folder: folder, file: $0) }
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].files += files
            } else {
                groups.append(RecordGroup(key: key, folder: folder, files: files))
            }
        }
        var review = FolderReview(fileSystem: fileSystem, features: features, policy: policy)
        var changes: [FileChange] = []
        var records: [FileChange] = []
        for group in groups {
            do throws(DiagnosticError) {
                let (files, record) = try review.review(group, missing: &missing)
                changes += files
                records.append(record)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
        return ChangeSet(changes: changes + records, missingFolders: missing)
    }
}

/// The planned files of one folder on disk, and so of one record.
struct RecordGroup {
    /// The folder's real path, links resolved where it exists.
    let key: String
    /// The folder as the first plan for it names it; the record's path starts with it.
    let folder: OutputFolder
    /// Each file with the folder as its plan names it, which its printed path starts with.
    var files: [(folder: OutputFolder, file: PlannedFile)]
}

/// Reviews one folder at a time, keeping the paths seen across folders.
private struct FolderReview {
    let fileSystem: any FileSystem
    let features: Set<String>
    let policy: RegenerationPolicy
    private var seen: Set<String> = []

    init(fileSystem: any FileSystem, features: Set<String>, policy: RegenerationPolicy) {
        self.fileSystem = fileSystem
        self.features = features
        self.policy = policy
    }

    /// The changes to the group's files and orphans, and the change to its record.
    mutating func review(_ group: RecordGroup, missing: inout [String]) throws(DiagnosticError) -> ([FileChange], FileChange) {
        let recordPath = try group.folder.target(for: GenerationRecord.fileName, missing: &missing)
        let recordBytes = try read(recordPath)
        let old = try recordBytes.map { bytes throws(DiagnosticError) in
            try GenerationRecordReader.decode(SourceFile(path: recordPath, bytes: bytes))
        } ?? GenerationRecord()
        var new = old
        var changes: [FileChange] = []
        var diagnostics: [Diagnostic] = []
        var planned: Set<String> = []
        for (folder, file) in group.files {
            do throws(DiagnosticError) {
                let path = try folder.target(for: file.path, missing: &missing)
                let absolute = Path.absolute(path, relativeTo: fileSystem.currentDirectory)
                guard seen.insert(absolute).inserted, planned.insert(file.path).inserted else {
                    throw DiagnosticError(.error("\(path) is planned twice; give --tests a folder of its own"))
                }
                let generated = Array(file.contents.utf8)
                let current = try read(path)
                let decision = RegenerationDecision.decide(
                    generated: generated, current: current, entry: old[file.path],
                    feature: file.feature, features: features, policy: policy
                )
                if decision.recorded == .generated {
                    new.record(GenerationRecord.Entry(path: file.path, feature: file.feature, text: file.contents))
                }
                changes.append(FileChange(
                    path: path, action: decision.action, contents: decision.contents, previous: current,
                    reason: decision.reason, conflict: decision.conflict
                ))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        for entry in old.sortedEntries where !planned.contains(entry.path) {
            guard let feature = entry.feature, features.contains(feature) else { continue }
            do throws(DiagnosticError) {
                if let change = try orphan(entry, feature: feature, in: group.folder, record: &new) {
                    changes.append(change)
                }
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
        let encoded = new.encoded()
        let action: FileChange.Action = recordBytes == nil ? .create : recordBytes == encoded ? .identical : .update
        return (changes, FileChange(path: recordPath, action: action, contents: encoded, previous: recordBytes))
    }

    /// The change for a recorded file its feature no longer generates; `nil` when it is gone, and
    /// its entry is then forgotten.
    private func orphan(
        _ entry: GenerationRecord.Entry, feature: String, in folder: OutputFolder, record: inout GenerationRecord
    ) throws(DiagnosticError) -> FileChange? {
        var foldersToCreate: [String] = []
        let path = try folder.target(for: entry.path, missing: &foldersToCreate)
        guard let current = try read(path) else {
            record.remove(entry.path)
            return nil
        }
        let unchanged = current == Array(entry.text.utf8)
        if policy.prune && unchanged {
            record.remove(entry.path)
            return FileChange(path: path, action: .remove, contents: [], previous: current, reason: "no longer generated for \(feature)")
        }
        let reason = policy.prune ? "no longer generated for \(feature); edited, so left in place" : "no longer generated for \(feature)"
        return FileChange(path: path, action: .orphan, contents: current, previous: current, reason: reason)
    }

    /// The bytes of the file at `path`, `nil` when nothing is there.
    private func read(_ path: String) throws(DiagnosticError) -> [UInt8]? {
        guard fileSystem.status(ofItemAt: path, followingLinks: false) != nil else { return nil }
        do throws(FileSystemError) {
            return try fileSystem.readFile(atPath: path)
        } catch {
            throw DiagnosticError(.error("cannot read \(path): \(error.reason)"))
        }
    }
}
