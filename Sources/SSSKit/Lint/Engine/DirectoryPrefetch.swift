#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The status and entries of the folders under a root, read ahead on several threads so a walk that
/// visits them one at a time finds them ready. Each thread takes the next folder waiting to be read and
/// adds the folders it finds to the waiting ones, so no thread waits for a level of the tree to finish.
/// Only plain folders are read ahead (not hidden ones, not links, not those `excluded` covers); a folder
/// that could not be read is left out, and the walk reads it itself and reports the problem.
///
/// The threads also sort and filter each folder's entries for the walk (see ``FolderListing``), so the
/// walk itself, which runs on one thread, has little left to do.
struct DirectoryPrefetch {
    private(set) var listings: [String: FolderListing] = [:]

    init(root: String, fileSystem: any FileSystem, excluded: PathPatterns, threads: Int) {
        let queue = FolderQueue(root)
        let found = ParallelMap.map(count: max(1, threads), threads: threads) { _ -> [String: FolderListing] in
            var listings: [String: FolderListing] = [:]
            while let folder = queue.next() {
                var subfolders: [String] = []
                if let listing = fileSystem.listing(ofDirectoryAt: folder).map({ FolderListing($0, of: folder, excluded: excluded) }),
                    case .success(let candidates) = listing.candidates
                {
                    listings[folder] = listing
                    for candidate in candidates where candidate.entry.kind == .directory {
                        subfolders.append(candidate.path)
                    }
                }
                queue.finish(adding: subfolders)
            }
            return listings
        }
        for part in found {
            listings.merge(part) { first, _ in first }
        }
    }
}

/// A folder as the walk sees it: its status, and the entries the walk looks at, with their paths.
struct FolderListing: Sendable {
    struct Candidate: Sendable {
        let entry: DirectoryEntry
        let path: String
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
                if entry.kind == .file, !entry.name.hasSuffix(".swift") { continue }
                let path = Path.join(folder, entry.name)
                if !excluded.cover(path) { candidates.append(Candidate(entry: entry, path: path)) }
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
    private var waiting: [String]
    private var reading = 0

    init(_ root: String) {
        waiting = [root]
        pthread_mutex_init(&mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(&mutex)
    }

    /// The next folder to read, or `nil` once every folder has been read.
    func next() -> String? {
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
    func finish(adding folders: [String]) {
        pthread_mutex_lock(&mutex)
        waiting += folders
        reading -= 1
        pthread_mutex_unlock(&mutex)
    }
}
