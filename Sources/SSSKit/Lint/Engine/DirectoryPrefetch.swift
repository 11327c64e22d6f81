/// The status and entries of the folders under a root, read ahead on several threads, level by level,
/// so a walk that visits them one at a time finds them ready. Only plain folders are read ahead (not
/// hidden ones, not links, not those `excluded` covers); a folder that could not be read is left out,
/// and the walk reads it itself and reports the problem.
struct DirectoryPrefetch {
    struct Listing: Sendable {
        let status: FileStatus
        let entries: [DirectoryEntry]
    }

    private(set) var listings: [String: Listing] = [:]

    init(root: String, fileSystem: any FileSystem, excluded: PathPatterns, threads: Int) {
        var level = [root]
        while !level.isEmpty {
            let folders = level
            let read = ParallelMap.map(count: folders.count, threads: threads) { index -> Listing? in
                let folder = folders[index]
                guard let status = fileSystem.status(ofItemAt: folder, followingLinks: true),
                    let entries = try? fileSystem.entries(ofDirectoryAt: folder)
                else { return nil }
                return Listing(status: status, entries: entries)
            }
            var next: [String] = []
            for (folder, listing) in zip(folders, read) {
                guard let listing else { continue }
                listings[folder] = listing
                for entry in listing.entries where entry.kind == .directory && !entry.name.hasPrefix(".") {
                    let path = Path.join(folder, entry.name)
                    if !excluded.cover(path) { next.append(path) }
                }
            }
            level = next
        }
    }
}
