import Dispatch

/// Threads kept for the parallel parts of a run (reading the files, building the index, the codebase
/// rules), so that each part starts on all its threads at once.
///
/// `DispatchQueue.concurrentPerform` brings its other threads in when a part begins; on the 2-core
/// virtual machines this was measured on, a two-thread lint then took about 16% longer than with
/// threads that stay (Benchmarks/README.md). So the group keeps up to one thread fewer than there are
/// processors, each a Dispatch block that waits on a semaphore between parts. A part asked for while
/// another runs (from another thread, or from inside a part) runs on `concurrentPerform` instead.
final class WorkerGroup: Sendable {
    /// The group of the process.
    static let shared = WorkerGroup(limit: ParallelMap.processorCount - 1)

    /// The part being run, and the kept threads.
    private struct State {
        /// The current part's body; `nil` between parts, so that no thread joins a part that is over.
        var body: (@Sendable (Int) -> Void)?
        /// Counts the parts, so that a thread joins each at most once.
        var part = 0
        /// How many kept threads may still join the current part, and how many are in its body.
        var open = 0
        var running = 0
        var joined = 0
        var isBusy = false
        var threads = 0
    }

    private let limit: Int
    private let state = Locked(State())
    /// Signalled once for each kept thread a part may use.
    private let partAdded = DispatchSemaphore(value: 0)
    /// Signalled by the last kept thread to leave a part that is over.
    private let partLeft = DispatchSemaphore(value: 0)

    /// A group that keeps at most `limit` threads.
    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Starts threads until the group holds `count - 1` (within its limit), ahead of the first part.
    func prepare(threads count: Int) {
        state.withLock { startThreads(upTo: count - 1, in: &$0) }
    }

    /// Runs `body` on the calling thread, as number 0, and on up to `count - 1` kept threads at once,
    /// numbered from 1, and returns when every one has returned. A thread that comes only after the
    /// calling thread's body returned is left out, so `body` must share its work out as threads ask for
    /// it rather than by number.
    func run(_ count: Int, _ body: @Sendable (_ number: Int) -> Void) {
        guard count > 1 else { return body(0) }
        withoutActuallyEscaping(body) { body in
            let helpers: Int? = state.withLock { state in
                guard !state.isBusy else { return nil }
                state.isBusy = true
                startThreads(upTo: count - 1, in: &state)
                state.body = body
                state.part += 1
                state.joined = 0
                state.open = min(count - 1, state.threads)
                return state.open
            }
            guard let helpers else {
                DispatchQueue.concurrentPerform(iterations: count, execute: body)
                return
            }
            for _ in 0..<helpers {
                partAdded.signal()
            }
            body(0)
            let mustWait = state.withLock { state in
                state.body = nil
                return state.running > 0
            }
            if mustWait {
                partLeft.wait()
            }
            state.withLock { $0.isBusy = false }
        }
    }

    /// Starts threads until there are `count` of them, within the limit; call with the lock held.
    private func startThreads(upTo count: Int, in state: inout State) {
        while state.threads < min(count, limit) {
            state.threads += 1
            DispatchQueue.global().async { self.serve() }
        }
    }

    /// What each kept thread does for as long as the process lives.
    private func serve() {
        var lastPart = 0
        while true {
            partAdded.wait()
            var job: (body: @Sendable (Int) -> Void, number: Int)? = state.withLock { state in
                guard let body = state.body, state.part > lastPart, state.joined < state.open else { return nil }
                lastPart = state.part
                state.joined += 1
                state.running += 1
                return (body, state.joined)
            }
            guard job != nil else { continue }
            if let job {
                job.body(job.number)
            }
            // The body is let go of before the thread counts itself out: the caller of run(_:_:)
            // returns as soon as the last one has, and the body must not outlive that.
            job = nil
            let isLast = state.withLock { state in
                state.running -= 1
                return state.running == 0 && state.body == nil
            }
            if isLast {
                partLeft.signal()
            }
        }
    }
}
