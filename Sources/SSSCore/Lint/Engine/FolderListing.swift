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
