import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// ``WorkerPool`` and ``WorkerThreads`` run a body on several threads at once: on Linux each test makes
/// every thread wait for all the others, which only threads running at the same time get past. Elsewhere
/// `concurrentPerform` runs the numbers on as many threads as its own pool gives, so the tests only check
/// that every number ran.
struct WorkerThreadsTests {
    @Test(arguments: [2, 3, 8])
    func startedThreadsRunTheBodyAtOnceWithEveryNumber(_ count: Int) {
        let meeting = Meeting(expected: count)
        WorkerThreads.run(count) { number in meeting.arrive(number) }
        #expect(meeting.everyoneMet)
        #expect(meeting.numbers == Array(0..<count))
        #if os(Linux)
        #expect(meeting.distinctThreads == count)
        #endif
    }

    /// Each test of the pool has a pool of its own: other tests use the shared one at the same time.
    @Test(arguments: [2, 3, 8])
    func poolRunsTheBodyAtOnceWithEveryNumber(_ count: Int) {
        let pool = WorkerPool()
        for _ in 0..<20 {
            let meeting = Meeting(expected: count)
            let servedByPool = pool.run(count) { number in meeting.arrive(number) }
            #expect(meeting.everyoneMet)
            #expect(meeting.numbers == Array(0..<count))
            #if os(Linux)
            #expect(meeting.distinctThreads == count)
            // The pool serves parts of up to as many threads as there are processors.
            #expect(servedByPool == (count <= ParallelMap.processorCount))
            #endif
        }
    }

    /// The calling thread is number 0.
    @Test func callingThreadIsNumberZero() {
        let caller = ObjectIdentifier(Thread.current)
        let zero = Locked<ObjectIdentifier?>(nil)
        WorkerPool().run(2) { number in
            if number == 0 { zero.set(ObjectIdentifier(Thread.current)) }
        }
        #expect(zero.get() == caller)
    }

    /// Threads started ahead take part; threads that went to sleep after waiting awake come back for
    /// the next part.
    @Test func poolWakesItsSleepingThreads() {
        let pool = WorkerPool()
        pool.prepare(threads: 2)
        for pause in [0, WorkerPool.awakeWait * 3] {
            usleep(useconds_t(pause / 1000))
            let meeting = Meeting(expected: 2)
            let served = pool.run(2) { number in meeting.arrive(number) }
            #expect(meeting.everyoneMet)
            #if os(Linux)
            #expect(served == (ParallelMap.processorCount >= 2))
            #endif
        }
    }

    /// A part asked for inside a part, or from several threads at once, gets threads of its own.
    @Test func partsInsidePartsRunAtOnce() {
        let pool = WorkerPool()
        let outer = Locked(0)
        let innerMet = Locked(0)
        pool.run(2) { _ in
            outer.update { $0 += 1 }
            let meeting = Meeting(expected: 2)
            pool.run(2) { number in meeting.arrive(number) }
            if meeting.everyoneMet { innerMet.update { $0 += 1 } }
        }
        #expect(outer.get() >= 1)
        #expect(innerMet.get() == outer.get())
    }

    /// A pool thread that comes after the calling thread is done is left out; the part is still over.
    @Test func partEndsWithTheCallersBodyWhenNoOtherThreadCame() {
        let pool = WorkerPool()
        let ran = Locked<[Int]>([])
        for _ in 0..<100 {
            pool.run(2) { number in ran.update { $0.append(number) } }
        }
        let numbers = ran.get()
        #expect(numbers.filter { $0 == 0 }.count == 100)
        #expect(numbers.allSatisfy { $0 == 0 || $0 == 1 })
    }

    /// More threads than processors get threads of their own, all of them at once.
    @Test func morePartThreadsThanProcessorsAreStartedForThePart() {
        let count = ParallelMap.processorCount + 2
        let pool = WorkerPool()
        pool.prepare(threads: count)
        let meeting = Meeting(expected: count)
        #expect(!pool.run(count) { number in meeting.arrive(number) })
        #expect(meeting.everyoneMet)
        #expect(meeting.numbers == Array(0..<count))
    }

    @Test func oneThreadRunsOnTheCaller() {
        let caller = ObjectIdentifier(Thread.current)
        let seen = Locked<[ObjectIdentifier]>([])
        WorkerPool().run(1) { _ in seen.update { $0.append(ObjectIdentifier(Thread.current)) } }
        WorkerThreads.run(1) { _ in seen.update { $0.append(ObjectIdentifier(Thread.current)) } }
        #expect(seen.get() == [caller, caller])
    }
}

/// Threads that each wait, for at most ten seconds, until all the expected ones have arrived: on Linux,
/// where every thread asked for runs at once. Elsewhere a thread only notes that it came.
private final class Meeting: @unchecked Sendable {
    private let lock = NSCondition()
    private let expected: Int
    private var arrived: [Int] = []
    private var threads: Set<ObjectIdentifier> = []
    private var timedOut = false

    init(expected: Int) {
        self.expected = expected
    }

    func arrive(_ number: Int) {
        lock.lock()
        defer { lock.unlock() }
        arrived.append(number)
        threads.insert(ObjectIdentifier(Thread.current))
        lock.broadcast()
        #if os(Linux)
        let deadline = Date(timeIntervalSinceNow: 10)
        while arrived.count < expected {
            if !lock.wait(until: deadline) {
                timedOut = true
                return
            }
        }
        #endif
    }

    var everyoneMet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !timedOut && arrived.count == expected
    }

    var numbers: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return arrived.sorted()
    }

    var distinctThreads: Int {
        lock.lock()
        defer { lock.unlock() }
        return threads.count
    }
}

private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func get() -> Value {
        lock.withLock { value }
    }

    func set(_ newValue: Value) {
        lock.withLock { value = newValue }
    }

    func update(_ change: (inout Value) -> Void) {
        lock.withLock { change(&value) }
    }
}
