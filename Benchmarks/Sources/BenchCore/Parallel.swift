#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Hands out the numbers 0..<count, each exactly once, to whichever thread asks first.
package final class WorkQueue: Sendable {
    package let count: Int
    private let next = Atomic<Int>(0)

    package init(count: Int) {
        self.count = count
    }

    package func claim() -> Int? {
        let item = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return item < count ? item : nil
    }
}

/// Runs one worker per POSIX thread over a shared queue; each worker returns its own tally.
/// Plain threads rather than Foundation or Dispatch keep the worker process small and quick to start.
package enum Parallel {
    package static func run<Tally>(items: Int, threads: Int, worker: @escaping (WorkQueue) -> Tally) -> [Tally] {
        let queue = WorkQueue(count: items)
        let slots = (0..<max(1, threads)).map { _ in Slot<Tally>() }
        let started = slots.compactMap { slot in
            ThreadStart { slot.value = worker(queue) }.launch()
        }
        for thread in started { pthread_join(thread, nil) }
        return slots.compactMap(\.value)
    }
}

/// Where one thread leaves its tally; read only after the thread has been joined.
private final class Slot<Tally> {
    var value: Tally?
}

/// A closure to run on a new thread, passed through the C start routine as an opaque pointer.
private final class ThreadStart {
    let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
    }

    /// Starts the thread with a 16 MiB stack (deeply nested sources recurse deeply), or nil when it cannot.
    func launch() -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 16 << 20)
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<ThreadStart>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        #else
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            context.map { Unmanaged<ThreadStart>.fromOpaque($0).takeRetainedValue().body() }
            return nil
        }, context)
        #endif
        guard status == 0 else {
            Unmanaged<ThreadStart>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
