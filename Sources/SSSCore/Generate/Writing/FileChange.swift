/// The files planned for one folder.
public struct FolderPlan: Sendable {
    /// The folder as the user wrote it (`.` for the current one); printed paths start with it.
    public let folder: String
    public let files: [PlannedFile]

    public init(folder: String, files: [PlannedFile]) {
        self.folder = folder
        self.files = files
    }
}

/// What writing one planned file does to the file system, decided before anything is written.
public struct FileChange: Sendable, Equatable {
    /// What happens to the file; the raw value is the word printed before its path.
    public enum Action: String, Sendable, CaseIterable {
        /// Nothing is there yet: the file is created.
        case create
        /// The file is there with exactly these bytes: it is left alone.
        case identical
        /// The file is there with other bytes and `--force` was not given: nothing is written.
        case conflict
        /// The file is there with other bytes and `--force` was given: it is replaced.
        case overwrite
        /// The file is as it was generated last time: it is replaced by what is generated now.
        case update
        /// The file was edited and what is generated changed: both changes are combined.
        case merge
        /// The file was edited and what is generated did not change: it is left alone.
        case keep
        /// The file is there and `--skip` was given: it is left alone.
        case skip
        /// The file was generated for a feature that no longer generates it: it is left alone.
        case orphan
        /// An orphan still as it was generated, with `--prune`: it is deleted.
        case remove
        /// Both sides changed the same lines and markers were asked for: the file is written with
        /// git's conflict markers around each such place.
        case markers

        /// The word printed before the path; a file written with markers is still a conflict.
        public var verb: String {
            self == .markers ? "conflict" : rawValue
        }

        /// Whether the change puts new bytes at the path.
        public var writes: Bool {
            switch self {
            case .create, .overwrite, .update, .merge, .markers: true
            case .identical, .conflict, .keep, .skip, .orphan, .remove: false
            }
        }
    }

    /// The path as printed and written: the folder as the user wrote it, joined with the file's path.
    public let path: String
    public let action: Action
    /// The bytes the file will hold; for a conflict, what `--conflicts markers` would write, or the
    /// generated text when markers cannot be written.
    public let contents: [UInt8]
    /// The bytes the file holds now, when it exists.
    public let previous: [UInt8]?
    /// Why the file is in conflict or left alone, when that needs saying: `generated for Lobby`.
    public let reason: String?
    /// What stands in the way, for a conflict that a record of earlier runs explains.
    public let conflict: Conflict?

    public init(path: String, action: Action, contents: [UInt8], previous: [UInt8]?, reason: String? = nil, conflict: Conflict? = nil) {
        self.path = path
        self.action = action
        self.contents = contents
        self.previous = previous
        self.reason = reason
        self.conflict = conflict
    }

    /// `create BannerView.swift`, as printed per file.
    public var line: String {
        "\(action.verb) \(path)"
    }

    /// Whether applying the change writes the file.
    var writes: Bool {
        action.writes
    }
}

/// Why a file that is there cannot simply be replaced.
public enum Conflict: Sendable, Equatable {
    /// It was generated for another feature, one the run does not generate; nothing overrides that.
    case ownedBy(String)
    /// The record of what was generated does not have it, so there is no base to merge against.
    case notRecorded
    /// It was edited where what is generated changed, in this many places.
    case overlapping(places: Int)
    /// It still holds the conflict markers an earlier run wrote into it.
    case unresolved
}

/// The changes of one run: every file, plus the folders that must be created first.
public struct ChangeSet: Sendable, Equatable {
    /// One per planned file, in plan order.
    public let changes: [FileChange]
    /// Folders to create before writing, outermost first.
    public let missingFolders: [String]

    public init(changes: [FileChange], missingFolders: [String]) {
        self.changes = changes
        self.missingFolders = missingFolders
    }

    /// The changes that stop the run unless `--force` is given.
    public var conflicts: [FileChange] {
        changes.filter { $0.action == .conflict }
    }
}
