import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a transform over `0..<count` on several threads and returns the results in index order.
///
/// The threads are the ``WorkerGroup``'s. Work is handed out one index at a time, so a few large items
/// do not leave threads idle; each result goes to its own slot, so the output does not depend on
/// scheduling.
package enum ParallelMap {
    /// The number of processors the system reports as online, at least 1.
    package static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Starts the threads a run of `threads` threads will use, so that its first part finds them waiting.
    package static func prepare(threads: Int) {
        WorkerGroup.shared.prepare(threads: threads)
    }

    /// The results of `transform` for `0..<count`, worked out on up to `threads` threads at once.
    package static func map<T: Sendable>(count: Int, threads: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let workers = max(1, min(threads, count))
        if workers == 1 {
            return (0..<count).map(transform)
        }
        let slots = Slots<T>(count: count)
        let next = Locked(0)
        WorkerGroup.shared.run(workers) { _ in
            while let index = next.withLock({ value in value < count ? Self.take(&value) : nil }) {
                slots.store(transform(index), at: index)
            }
        }
        return slots.collect()
    }

    /// `value`, which is then counted up by one.
    private static func take(_ value: inout Int) -> Int {
        defer { value += 1 }
        return value
    }
}

/// One result slot per index; every slot is written by exactly one thread, then read after all finish.
///
/// The slots live in memory allocated once, never in an array: writing an element of a shared array
/// from several threads at once races on the array itself, even when each thread writes its own
/// element.
private final class Slots<T>: @unchecked Sendable {
    // Sendable because each slot is written by the one thread that took its index, and all of them are
    // read only after the group's run returned, which orders the writes before the reads.
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

    /// The results in index order, moved out of their slots.
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
