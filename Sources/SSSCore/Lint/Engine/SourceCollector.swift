/// Finds the Swift files to lint under the paths given on the command line.
///
/// Folders are walked recursively; hidden entries (names starting with `.`, which includes `.build`) are
/// skipped; every folder and file is visited once however many links lead to it, so symbolic-link loops
/// end, and a file reached both directly and through a link is reported under its direct path. Paths are
/// made absolute and returned sorted, so runs are deterministic. Files and folders that `excluded`
/// covers are left out, and excluded folders are not entered; a file named directly is kept unless
/// `excludingNamedFiles` is set.
///
/// What cannot be linted is skipped with a warning and never opened: folders that cannot be listed,
/// FIFOs, sockets and devices named `.swift`, and symbolic links that lead nowhere (a loop of links,
/// or a target that does not exist). Met while walking, a link to nothing is reported when its name
/// ends in `.swift` or when it is a loop; other broken links are passed over like any non-Swift file.
public struct SourceCollector {
    /// The files to lint and the problems met while finding them.
    public struct Result {
        /// Absolute paths of the Swift files found, sorted.
        public var files: [String] = []
        /// Paths that do not exist: usage errors.
        public var missing: [Diagnostic] = []
        /// Entries that cannot be linted (unreadable folders, links to nothing, FIFOs and devices);
        /// reported and skipped.
        public var skipped: [Diagnostic] = []
    }

    private struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    private let fileSystem: any FileSystem
    private let excluded: PathPatterns
    private let threads: Int

    /// A collector reading `fileSystem`; with more than one thread, folders are read ahead in parallel
    /// (the result is the same).
    public init(fileSystem: any FileSystem, excluded: PathPatterns = PathPatterns(), threads: Int = 1) {
        self.fileSystem = fileSystem
        self.excluded = excluded
        self.threads = threads
    }

    /// The Swift files under `paths`, files or folders relative to the current directory, and the
    /// problems met on the way.
    public func collect(_ paths: [String], excludingNamedFiles: Bool = false) -> Result {
        var result = Result()
        var seen = Set<Identity>()
        // A single folder's walk gives its files in order, barring links; several paths need a sort.
        var inOrder = paths.count == 1
        let base = fileSystem.currentDirectory
        for path in paths {
            let absolute = Path.absolute(path, relativeTo: base)
            guard let status = fileSystem.status(ofItemAt: absolute, followingLinks: true) else {
                if fileSystem.status(ofItemAt: absolute, followingLinks: false)?.kind == .symbolicLink {
                    result.skipped.append(Diagnostic(.warning, unfollowedLinkReason(absolute), path: path))
                } else if case .other(let reason) = fileSystem.lookupFailure(ofItemAt: absolute, followingLinks: true) {
                    result.skipped.append(Diagnostic(.warning, "cannot open: \(reason); skipped", path: path))
                } else {
                    result.missing.append(Diagnostic(.error, "no such file or folder", path: path))
                }
                continue
            }
            switch status.kind {
            case .directory:
                inOrder = walk(absolute, into: &result, seen: &seen, sharingFileIdentities: paths.count > 1) && inOrder
            case .file:
                if excludingNamedFiles, excluded.cover(absolute) { continue }
                if absolute.hasSuffix(".swift"), seen.insert(identity(status)).inserted {
                    result.files.append(absolute)
                } else if !absolute.hasSuffix(".swift") {
                    result.skipped.append(Diagnostic(.warning, "not a Swift file; skipped", path: path))
                }
            case .symbolicLink, .other:
                result.skipped.append(Diagnostic(.warning, "not a regular file or folder; skipped", path: path))
            }
        }
        if !inOrder {
            result.files.sort()
        }
        assert(result.files == result.files.sorted(), "the walk gave files out of order")
        return result
    }

    /// Walks the folders under `root` depth first, each folder's entries in the order of their paths, so
    /// that the files come out sorted but for those behind links, which wait until the rest is walked.
    /// Returns whether the files came out sorted. With `sharingFileIdentities`, the files' identities
    /// go into `seen` too, for the other paths of the same collection to pass over.
    private func walk(_ root: String, into result: inout Result, seen: inout Set<Identity>, sharingFileIdentities: Bool) -> Bool {
        var inOrder = true
        var linkedDirectories: [String] = []
        var nextLinkedDirectory = 0
        // The files in the order their identities were first met, and where each identity was met.
        var files: [(key: Identity, path: String, isLink: Bool)] = []
        var positions: [Identity: Int] = [:]
        var skipped: [Diagnostic] = []
        let prefetch = threads > 1 ? DirectoryPrefetch(root: root, fileSystem: fileSystem, excluded: excluded, threads: threads) : nil
        if let prefetch {
            files.reserveCapacity(prefetch.entries)
            positions.reserveCapacity(prefetch.entries)
            seen.reserveCapacity(seen.count + prefetch.entries)
        }
        // The folders open on the way down, each with its entries (last first) and how many of them are
        // left to look at, from the end; the entries stay where they are, so none is copied or freed.
        var open: [(status: FileStatus, candidates: [FolderListing.Candidate], left: Int)] = []
        // The folder to enter next, and whether the read-ahead may have read it (it follows no link).
        var entering: (path: String, readAhead: Bool)? = (root, true)
        while true {
            if let (directory, readAhead) = entering {
                entering = nil
                if !excluded.cover(directory),
                    let listing = (readAhead ? prefetch?.listings[directory] : nil)
                        ?? fileSystem.listing(ofDirectoryAt: directory).map({ FolderListing($0, of: directory, excluded: excluded) }),
                    seen.insert(identity(listing.status)).inserted
                {
                    switch listing.candidates {
                    case .success(let found):
                        open.append((listing.status, found, found.count))
                    case .failure(let error):
                        skipped.append(Diagnostic(.warning, "cannot read folder: \(error.reason); skipped", path: directory))
                    }
                }
            }
            guard let last = open.indices.last else {
                guard nextLinkedDirectory < linkedDirectories.count else { break }
                entering = (linkedDirectories[nextLinkedDirectory], false)
                nextLinkedDirectory += 1
                continue
            }
            guard open[last].left > 0 else {
                open.removeLast()
                continue
            }
            open[last].left -= 1
            let status = open[last].status
            let index = open[last].left
            // Read in place: a copy of the entry would count references to strings another thread made.
            let entry = (kind: open[last].candidates[index].entry.kind, inode: open[last].candidates[index].entry.inode)
            let namesSwiftFile = open[last].candidates[index].namesSwiftFile
            let path = open[last].candidates[index].path
            let isLink = entry.kind == .symbolicLink || entry.kind == nil
                && fileSystem.status(ofItemAt: path, followingLinks: false)?.kind == .symbolicLink
            var kind = entry.kind
            var key = entry.inode.map { Identity(device: status.device, inode: $0) }
            if isLink || kind == nil || key == nil {
                guard let target = fileSystem.status(ofItemAt: path, followingLinks: true) else {
                    if isLink, let reason = unfollowedLinkReason(path, namingSwiftFile: namesSwiftFile) {
                        skipped.append(Diagnostic(.warning, reason, path: path))
                    }
                    continue
                }
                kind = target.kind
                key = identity(target)
            }
            if kind == .directory {
                if isLink { linkedDirectories.append(path) } else { entering = (path, true) }
            } else if kind == .file, namesSwiftFile, let key {
                let position = Self.value(&positions[key, default: files.count])
                if position == files.count {
                    files.append((key, path, isLink))
                } else if files[position].isLink == isLink ? path < files[position].path : files[position].isLink {
                    files[position] = (key, path, isLink)
                    inOrder = false
                }
            } else if kind == .other, namesSwiftFile {
                skipped.append(Diagnostic(.warning, "not a regular file; skipped", path: path))
            }
        }
        result.skipped += skipped.sorted { ($0.path ?? "") < ($1.path ?? "") }
        result.files.reserveCapacity(result.files.count + files.count)
        if sharingFileIdentities {
            for file in files where seen.insert(file.key).inserted {
                result.files.append(file.path)
            }
        } else {
            result.files += files.lazy.map(\.path)
        }
        return inOrder && linkedDirectories.isEmpty
    }

    /// The value an `inout` access finds: with a dictionary's `subscript(_:default:)`, looks a key up
    /// and adds it with the default when it is missing, hashing it once.
    private static func value(_ value: inout Int) -> Int {
        value
    }

    /// Why the symbolic link at `path`, which leads to nothing, is skipped.
    private func unfollowedLinkReason(_ path: String) -> String {
        reason(for: fileSystem.lookupFailure(ofItemAt: path, followingLinks: true))
    }

    /// The same for a link met in a folder, or `nil` when it is not worth a warning: a broken link is
    /// reported only when its name ends in `.swift`, since links to missing build products and the like
    /// are common and would not be linted anyway; a loop is always reported.
    private func unfollowedLinkReason(_ path: String, namingSwiftFile: Bool) -> String? {
        let failure = fileSystem.lookupFailure(ofItemAt: path, followingLinks: true)
        return namingSwiftFile || failure == .linkLoop ? reason(for: failure) : nil
    }

    private func reason(for failure: LookupFailure?) -> String {
        switch failure {
        case .linkLoop: "symbolic link loop; skipped"
        case .other(let reason): "cannot follow symbolic link: \(reason); skipped"
        case .notFound, nil: "broken symbolic link; skipped"
        }
    }

    private func identity(_ status: FileStatus) -> Identity {
        Identity(device: status.device, inode: status.inode)
    }
}
