#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Threads kept for the parallel parts of a run, so that each part starts on all its threads at once.
///
/// On a virtual machine a processor left idle goes back to the host, and a thread started or woken on
/// it again often began only about 3 ms later on the machines this was measured on: a slice of the
/// host's scheduler. A lint of a tenth of a second has several parallel parts (reading folders, linting
/// files, building the index, the codebase rules) with short serial stretches between them, and lost
/// that at the start of each. So the threads stay, and after a part they wait awake, yielding their
/// processor, for ``awakeWait`` before they sleep until the next part. ``prepare(threads:)`` starts them
/// ahead of the first part, while the run does its serial setup.
///
/// The pool holds at most one thread fewer than the processors: a part that asks for more threads than
/// there are processors, or that is asked for while another runs (from another thread, or from inside a
/// part), gets threads of its own from ``WorkerThreads``, as every part does on systems other than Linux.
/// Threads waiting awake would only take processors from the ones at work.
package final class WorkerPool: @unchecked Sendable {
    /// The pool of the process.
    package static let shared = WorkerPool()

    /// How long, in nanoseconds, a thread waits awake for the next part before it sleeps: longer than
    /// the serial stretches of a lint, so threads sleep only once the run is over.
    static let awakeWait: UInt64 = 20_000_000

    #if canImport(Glibc) || canImport(Musl)
    /// A part being run: its body, and how many of the pool's threads may still join it.
    private final class Part {
        let body: @Sendable (Int) -> Void
        let number: Int
        let wanted: Int
        var joined = 0

        init(body: @escaping @Sendable (Int) -> Void, number: Int, wanted: Int) {
            self.body = body
            self.number = number
            self.wanted = wanted
        }
    }

    private var mutex = pthread_mutex_t()
    private var partAdded = pthread_cond_t()
    private var partLeft = pthread_cond_t()
    private var threads = 0
    private var parts = 0
    private var part: Part?
    private var isRunningPart = false
    /// The pool's threads in the body of the current part.
    private var running = 0

    /// The processors online when the pool was made, read once: the C library reads them from a file.
    private let processors = ParallelMap.processorCount

    /// A pool with no threads yet; its threads, once started, keep it for as long as the process lives.
    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&partAdded, nil)
        pthread_cond_init(&partLeft, nil)
    }
    #else
    init() {}
    #endif

    /// Starts threads until the pool holds `threads - 1`, to take part with the calling thread; none
    /// when `threads` is more than the processors.
    package func prepare(threads: Int) {
        #if canImport(Glibc) || canImport(Musl)
        guard threads <= processors else { return }
        pthread_mutex_lock(&mutex)
        startThreads(upTo: threads - 1)
        pthread_mutex_unlock(&mutex)
        #endif
    }

    /// Runs `body` on the calling thread, as number 0, and on up to `count - 1` of the pool's threads at
    /// once, numbered from 1, and returns when every one has returned. A thread that comes only after
    /// the calling thread's body returned is left out, so `body` must share its work out as threads ask
    /// for it rather than by number: a part is over when its work is, not when its last thread came.
    /// Returns whether the pool's threads took part, rather than threads of the call's own.
    @discardableResult
    func run(_ count: Int, _ body: @Sendable (_ number: Int) -> Void) -> Bool {
        guard count > 1 else {
            body(0)
            return false
        }
        #if canImport(Glibc) || canImport(Musl)
        guard count <= processors else {
            WorkerThreads.run(count, body)
            return false
        }
        pthread_mutex_lock(&mutex)
        guard !isRunningPart else {
            pthread_mutex_unlock(&mutex)
            WorkerThreads.run(count, body)
            return false
        }
        isRunningPart = true
        startThreads(upTo: count - 1)
        parts += 1
        let number = parts
        let wanted = min(count - 1, threads)
        pthread_mutex_unlock(&mutex)
        withoutActuallyEscaping(body) { body in
            add(Part(body: body, number: number, wanted: wanted))
            body(0)
            pthread_mutex_lock(&mutex)
            part = nil
            while running > 0 {
                pthread_cond_wait(&partLeft, &mutex)
            }
            isRunningPart = false
            pthread_mutex_unlock(&mutex)
        }
        return true
        #else
        WorkerThreads.run(count, body)
        return false
        #endif
    }

    #if canImport(Glibc) || canImport(Musl)
    private func add(_ newPart: Part) {
        pthread_mutex_lock(&mutex)
        part = newPart
        pthread_cond_broadcast(&partAdded)
        pthread_mutex_unlock(&mutex)
    }

    /// Starts threads until there are `count`; call with the mutex held. A thread the system refuses
    /// is not retried: its parts run on fewer threads.
    private func startThreads(upTo count: Int) {
        while threads < count {
            let pool = Unmanaged.passRetained(self)
            guard WorkerThreads.startThread(runPoolThread, with: pool.toOpaque(), detached: true) != nil else {
                pool.release()
                return
            }
            threads += 1
        }
    }

    /// What each of the pool's threads does for as long as the process lives.
    fileprivate func serve() {
        var lastPart = 0
        var threadNumber = 0
        var awakeUntil = MonotonicClock.now + Self.awakeWait
        pthread_mutex_lock(&mutex)
        while true {
            var body = join(after: &lastPart, threadNumber: &threadNumber)
            if body != nil {
                pthread_mutex_unlock(&mutex)
                body?(threadNumber)
                // Let go of the body before counting this thread out: the caller of run(_:_:) returns
                // as soon as the count reaches zero, and the body must not outlive that.
                body = nil
                pthread_mutex_lock(&mutex)
                running -= 1
                if running == 0 {
                    pthread_cond_signal(&partLeft)
                }
                awakeUntil = MonotonicClock.now + Self.awakeWait
            } else if MonotonicClock.now < awakeUntil {
                pthread_mutex_unlock(&mutex)
                sched_yield()
                pthread_mutex_lock(&mutex)
            } else {
                pthread_cond_wait(&partAdded, &mutex)
                awakeUntil = MonotonicClock.now + Self.awakeWait
            }
        }
    }

    /// The body of the current part, unless this thread joined it already or it has threads enough;
    /// call with the mutex held. Sets `lastPart` to the part's number and `threadNumber` to the number
    /// the body gets. The part itself is not kept, so that only the body outlives the mutex.
    private func join(after lastPart: inout Int, threadNumber: inout Int) -> (@Sendable (Int) -> Void)? {
        guard let part, part.number > lastPart, part.joined < part.wanted else { return nil }
        part.joined += 1
        running += 1
        lastPart = part.number
        threadNumber = part.joined
        return part.body
    }
    #endif
}

#if canImport(Glibc) || canImport(Musl)
private func runPoolThread(_ pool: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let pool else { return nil }
    Unmanaged<WorkerPool>.fromOpaque(pool).takeUnretainedValue().serve()
    return nil
}
#endif
