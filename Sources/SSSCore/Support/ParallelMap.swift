#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a transform over `0..<count` on several threads and returns the results in index order.
///
/// Work is handed out one index at a time, so a few large items do not leave threads idle; each
/// result goes to its own slot, so the output does not depend on scheduling.
public enum ParallelMap {
    /// The number of processors the system reports as online, at least 1.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// `preparingEachThread` runs once on each thread that takes part, before its first index.
    public static func map<T: Sendable>(
        count: Int, threads: Int, preparingEachThread: (@Sendable () -> Void)? = nil, _ transform: @Sendable (Int) -> T
    ) -> [T] {
        guard count > 0 else { return [] }
        let workers = max(1, min(threads, count))
        if workers == 1 {
            preparingEachThread?()
            return (0..<count).map(transform)
        }
        let slots = Slots<T>(count: count)
        let cursor = Cursor()
        WorkerPool.shared.run(workers) { _ in
            preparingEachThread?()
            while let index = cursor.next(below: count) {
                slots.store(transform(index), at: index)
            }
        }
        return slots.collect()
    }
}

/// Hands out increasing indices to worker threads.
private final class Cursor: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var value = 0

    init() {
        pthread_mutex_init(&mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(&mutex)
    }

    func next(below limit: Int) -> Int? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// One result slot per index; every slot is written by exactly one thread, then read after all finish.
///
/// The slots live in memory allocated once, never in an array: writing an element of a shared array
/// from several threads at once races on the array itself, even when each thread writes its own
/// element.
private final class Slots<T>: @unchecked Sendable {
    private let values: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        values = .allocate(capacity: count)
        values.initialize(repeating: nil, count: count)
    }

    deinit {
        values.deinitialize(count: count)
        values.deallocate()
    }

    func store(_ value: T, at index: Int) {
        values[index] = value
    }

    /// The results in index order, moved out of their slots: a copy would count one more reference to
    /// everything a result holds, on memory the thread that made it last touched.
    func collect() -> [T] {
        var results: [T] = []
        results.reserveCapacity(count)
        for index in 0..<count {
            if let value = values[index].take() {
                results.append(value)
            }
        }
        return results
    }
}
