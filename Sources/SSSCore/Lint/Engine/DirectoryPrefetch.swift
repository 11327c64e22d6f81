#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders under a root, read ahead on several threads so a walk that visits them one at a time
/// finds them ready. Each thread takes the next folder waiting to be read and adds the folders it finds
/// to the waiting ones, so no thread waits for a level of the tree to finish. Only plain folders are
/// read ahead (not hidden ones, not links, not those `excluded` covers); a folder that could not be
/// read is left empty, and the walk reads it itself and reports the problem.
///
/// The threads also sort and filter each folder's entries for the walk (see ``FolderListing``), and
/// hang each listing on the entry that leads to its folder, so the walk, which runs on one thread,
/// finds it there without looking a path up.
struct DirectoryPrefetch {
    /// The root folder, with the listings of the folders under it hanging on their entries.
    let root: PrefetchedFolder
    /// How many entries the listings hold in all.
    let entries: Int

    /// `preparingEachThread` runs first on each thread that reads folders.
    init(
        root path: String, fileSystem: any FileSystem, excluded: PathPatterns, threads: Int,
        preparingEachThread: (@Sendable () -> Void)? = nil
    ) {
        root = PrefetchedFolder()
        let queue = FolderQueue((path, root))
        let counts = ParallelMap.map(count: max(1, threads), threads: threads, preparingEachThread: preparingEachThread) { _ in
            var entries = 0
            while let (folder, prefetched) = queue.next() {
                var subfolders: [(path: String, folder: PrefetchedFolder)] = []
                if let listing = fileSystem.listing(ofDirectoryAt: folder)
                    .map({ FolderListing($0, of: folder, excluded: excluded, readingAhead: true) }),
                    case .success(let candidates) = listing.candidates
                {
                    prefetched.listing = listing
                    entries += candidates.count
                    for candidate in candidates {
                        if let subfolder = candidate.prefetched { subfolders.append((candidate.path, subfolder)) }
                    }
                }
                queue.finish(adding: subfolders)
            }
            return entries
        }
        entries = counts.reduce(0, +)
    }
}

/// A folder the read-ahead threads may have read: its listing, set by the one thread that read it,
/// and read by the walk only once the read-ahead is over.
final class PrefetchedFolder: @unchecked Sendable {
    fileprivate(set) var listing: FolderListing?

    /// How many folders were read, this one and those under it.
    var count: Int {
        var count = 0
        var waiting = [self]
        while let folder = waiting.popLast() {
            guard let listing = folder.listing, case .success(let candidates) = listing.candidates else { continue }
            count += 1
            waiting += candidates.compactMap(\.prefetched)
        }
        return count
    }
}

/// A folder as the walk sees it: its status, and the entries the walk looks at, with their paths.
struct FolderListing: Sendable {
    struct Candidate: Sendable {
        let entry: DirectoryEntry
        let path: String
        /// Where the read-ahead puts the listing of the folder this entry names: set for the plain
        /// folders of a listing made `readingAhead`.
        let prefetched: PrefetchedFolder?
        /// Whether the entry's name ends in `.swift`.
        let namesSwiftFile: Bool
    }

    let status: FileStatus
    let candidates: Result<[Candidate], FileSystemError>

    /// The entries of `listing`, the listing of `folder`, without hidden ones, files whose names do
    /// not end in `.swift`, and those `excluded` covers; last first in the order of their paths (a
    /// folder's name sorts as if a `/` followed it), since the walk takes them from the end.
    init(_ listing: DirectoryListing, of folder: String, excluded: PathPatterns, readingAhead: Bool = false) {
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
                    let prefetched = readingAhead && entry.kind == .directory ? PrefetchedFolder() : nil
                    candidates.append(Candidate(entry: entry, path: path, prefetched: prefetched, namesSwiftFile: namesSwiftFile))
                }
            }
            return candidates
        }
    }
}

/// The folders waiting to be read, shared by the threads that read them. A thread that finds none
/// while another is still reading a folder, which may add more, yields and looks again: reading a
/// folder takes microseconds, less than putting a thread to sleep and waking it. When no folder waits
/// and none is being read, the work is done.
private final class FolderQueue: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var waiting: [(path: String, folder: PrefetchedFolder)]
    private var reading = 0

    init(_ root: (path: String, folder: PrefetchedFolder)) {
        waiting = [root]
        pthread_mutex_init(&mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(&mutex)
    }

    /// The next folder to read, or `nil` once every folder has been read.
    func next() -> (path: String, folder: PrefetchedFolder)? {
        while true {
            pthread_mutex_lock(&mutex)
            if let folder = waiting.popLast() {
                reading += 1
                pthread_mutex_unlock(&mutex)
                return folder
            }
            let done = reading == 0
            pthread_mutex_unlock(&mutex)
            if done { return nil }
            sched_yield()
        }
    }

    /// Notes that a folder taken with ``next()`` was read, and the folders found in it.
    func finish(adding folders: [(path: String, folder: PrefetchedFolder)]) {
        pthread_mutex_lock(&mutex)
        waiting += folders
        reading -= 1
        pthread_mutex_unlock(&mutex)
    }
}
