import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the first pass of a lint on files while the search that finds them goes on, so that reading
/// and checking files overlaps with listing folders.
///
/// The search hands over each file it finds with ``submit(_:)``; worker threads check them in the order
/// they come. ``finish()`` waits for the workers and returns what they found, by path. The lint then
/// uses those results for the files it is finally given, in its own order, and checks any others
/// itself, so the outcome is the same as without streaming.
final class StreamingFirstPass: @unchecked Sendable {
    private let linter: Linter
    private let reader: SourceReader
    private let group = DispatchGroup()
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var pending: [String] = []
    private var next = 0
    private var submitted: Set<String> = []
    private var closed = false
    private var results: [String: Linter.FirstPassResult] = [:]
    /// When the workers started.
    let start = MonotonicClock.now

    init(linter: Linter, fileSystem: any FileSystem, threads: Int) {
        self.linter = linter
        reader = SourceReader(fileSystem: fileSystem)
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
        for _ in 0..<max(1, threads) {
            DispatchQueue.global().async(group: group) { self.work() }
        }
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    /// Queues the file at `path`, an absolute path, unless it was queued before.
    func submit(_ path: String) {
        pthread_mutex_lock(&mutex)
        if !closed, submitted.insert(path).inserted {
            pending.append(path)
            pthread_cond_signal(&condition)
        }
        pthread_mutex_unlock(&mutex)
    }

    /// Lets the workers check what is queued, waits for them, and returns their results by path.
    func finish() -> [String: Linter.FirstPassResult] {
        close(droppingPending: false)
        return results
    }

    /// Drops what is still queued and waits for the files being checked, when the lint will not go on.
    func cancel() {
        close(droppingPending: true)
    }

    private func close(droppingPending: Bool) {
        pthread_mutex_lock(&mutex)
        closed = true
        if droppingPending {
            next = pending.count
        }
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
        group.wait()
    }

    private func work() {
        while let path = take() {
            let result = linter.checkAlone(path, reader: reader)
            pthread_mutex_lock(&mutex)
            results[path] = result
            pthread_mutex_unlock(&mutex)
        }
    }

    /// The next queued path, waiting for one while the queue is open; `nil` once it is closed and empty.
    private func take() -> String? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while next == pending.count, !closed {
            pthread_cond_wait(&condition, &mutex)
        }
        guard next < pending.count else { return nil }
        next += 1
        return pending[next - 1]
    }
}
