/// The folders under a root, read ahead on several threads so that the walk, which visits them one at
/// a time, finds their listings ready. The folders are read a level at a time: the root, then the
/// folders in it, then those in them. Only plain folders are read ahead (not hidden ones, not links,
/// not those `excluded` covers); a folder that could not be read is left out, and the walk reads it
/// itself and reports the problem. The threads also sort and filter each folder's entries for the walk
/// (see ``FolderListing``).
struct DirectoryPrefetch {
    /// The listings of the folders read, by path.
    let listings: [String: FolderListing]
    /// How many entries the listings hold in all.
    let entries: Int

    init(root: String, fileSystem: any FileSystem, excluded: PathPatterns, threads: Int) {
        var listings: [String: FolderListing] = [:]
        var entries = 0
        var level = [root]
        while !level.isEmpty {
            let folders = level
            let read = ParallelMap.map(count: folders.count, threads: threads) { index in
                fileSystem.listing(ofDirectoryAt: folders[index]).map { FolderListing($0, of: folders[index], excluded: excluded) }
            }
            level = []
            for (folder, listing) in zip(folders, read) {
                guard let listing, case .success(let candidates) = listing.candidates else { continue }
                listings[folder] = listing
                entries += candidates.count
                for candidate in candidates where candidate.entry.kind == .directory {
                    level.append(candidate.path)
                }
            }
        }
        self.listings = listings
        self.entries = entries
    }
}

/// A folder as the walk sees it: its status, and the entries the walk looks at, with their paths.
struct FolderListing: Sendable {
    struct Candidate: Sendable {
        let entry: DirectoryEntry
        let path: String
        /// Whether the entry's name ends in `.swift`.
        let namesSwiftFile: Bool
    }

    let status: FileStatus
    let candidates: Result<[Candidate], FileSystemError>

    /// The entries of `listing`, the listing of `folder`, without hidden ones, files whose names do
    /// not end in `.swift`, and those `excluded` covers; last first in the order of their paths (a
    /// folder's name sorts as if a `/` followed it), since the walk takes them from the end.
    init(_ listing: DirectoryListing, of folder: String, excluded: PathPatterns) {
        status = listing.status
        candidates = listing.entries.map { entries in
            var candidates: [Candidate] = []
            let ordered = entries.map { (key: $0.kind == .directory ? $0.name + "/" : $0.name, entry: $0) }
                .sorted { $0.key > $1.key }.map(\.entry)
            for entry in ordered where !entry.name.hasPrefix(".") {
                let namesSwiftFile = entry.name.hasSuffix(".swift")
                if entry.kind == .file, !namesSwiftFile { continue }
                let path = Path.join(folder, entry.name)
                if !excluded.cover(path) {
                    candidates.append(Candidate(entry: entry, path: path, namesSwiftFile: namesSwiftFile))
                }
            }
            return candidates
        }
    }
}
