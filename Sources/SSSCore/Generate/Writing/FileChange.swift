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
    public enum Action: String, Sendable {
        /// Nothing is there yet: the file is created.
        case create
        /// The file is there with exactly these bytes: it is left alone.
        case identical
        /// The file is there with other bytes and `--force` was not given: nothing is written.
        case conflict
        /// The file is there with other bytes and `--force` was given: it is replaced.
        case overwrite
    }

    /// The path as printed and written: the folder as the user wrote it, joined with the file's path.
    public let path: String
    public let action: Action
    /// The bytes the file will hold.
    let contents: [UInt8]
    /// The bytes the file holds now, when it exists.
    let previous: [UInt8]?

    /// `create BannerView.swift`, as printed per file.
    public var line: String {
        "\(action.rawValue) \(path)"
    }

    /// Whether applying the change writes the file.
    var writes: Bool {
        action == .create || action == .overwrite
    }
}

/// The changes of one run: every file, plus the folders that must be created first.
public struct ChangeSet: Sendable, Equatable {
    /// One per planned file, in plan order.
    public let changes: [FileChange]
    /// Folders to create before writing, outermost first.
    public let missingFolders: [String]

    /// The changes that stop the run unless `--force` is given.
    public var conflicts: [FileChange] {
        changes.filter { $0.action == .conflict }
    }
}
