#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Dispatch
#endif

/// Runs one body on several threads at once and waits for all of them, with threads started for the
/// call: ``WorkerPool`` uses it when its own threads are busy, or when a part asks for more threads than
/// there are processors.
///
/// On Linux the threads come from `pthread_create`: libdispatch's pool, which `concurrentPerform` draws
/// on, often brought its second thread in milliseconds after the first there. On other systems the work
/// goes to `DispatchQueue.concurrentPerform`.
enum WorkerThreads {
    /// The stack each started thread gets: as much as a process's main thread has by default, since the
    /// same work may run on either.
    static let stackSize = 8 << 20

    /// Runs `body` on `count` threads at once, the calling thread among them, and returns when every
    /// one has returned. `body` gets the thread's number in `0..<count`; the calling thread is 0. Should
    /// the system refuse a thread, its number is left out, so `body` must share its work out as threads
    /// ask for it rather than by number. Outside Linux, `concurrentPerform` runs every number, on as
    /// many threads at once as its own pool gives, so `body` must not wait for another number either.
    static func run(_ count: Int, _ body: @Sendable (_ number: Int) -> Void) {
        guard count > 1 else {
            body(0)
            return
        }
        #if canImport(Glibc) || canImport(Musl)
        withoutActuallyEscaping(body) { body in
            var started: [pthread_t] = []
            for number in 1..<count {
                let work = Unmanaged.passRetained(ThreadWork(number: number, body: body))
                if let thread = startThread(startThreadWork, with: work.toOpaque(), detached: false) {
                    started.append(thread)
                } else {
                    work.release()
                }
            }
            body(0)
            for thread in started {
                pthread_join(thread, nil)
            }
        }
        #else
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
        #endif
    }
}

#if canImport(Glibc) || canImport(Musl)
extension WorkerThreads {
    /// Starts a thread that runs `routine` with `argument` on a stack of ``stackSize``, detached or to
    /// be joined. Returns its handle, or `nil` when the system refuses a thread. The handle is written
    /// through a pointer, whatever type the C library gives `pthread_t`.
    static func startThread(
        _ routine: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?,
        with argument: UnsafeMutableRawPointer, detached: Bool
    ) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        if detached {
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        }
        let handle = UnsafeMutablePointer<pthread_t>.allocate(capacity: 1)
        defer { handle.deallocate() }
        guard pthread_create(handle, &attributes, routine, argument) == 0 else { return nil }
        return handle.pointee
    }
}

/// What a started thread runs, handed to it through `pthread_create`'s argument.
private final class ThreadWork: Sendable {
    let number: Int
    let body: @Sendable (Int) -> Void

    init(number: Int, body: @escaping @Sendable (Int) -> Void) {
        self.number = number
        self.body = body
    }
}

/// The start routine of every thread ``WorkerThreads`` starts; lets go of its work before the thread
/// ends, so the body no longer escapes once the thread is joined.
private func startThreadWork(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let argument else { return nil }
    let work = Unmanaged<ThreadWork>.fromOpaque(argument).takeRetainedValue()
    work.body(work.number)
    return nil
}
#endif
