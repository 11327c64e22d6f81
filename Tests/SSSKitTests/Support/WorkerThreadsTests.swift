import Foundation
import Testing
@testable import SSSKit

/// ``WorkerPool`` and ``WorkerThreads`` run a body on several threads at once: each test makes every
/// thread wait for all the others, which only threads running at the same time get past.
struct WorkerThreadsTests {
    @Test(arguments: [2, 3, 8])
    func startedThreadsRunTheBodyAtOnceWithEveryNumber(_ count: Int) {
        let meeting = Meeting(expected: count)
        WorkerThreads.run(count) { number in meeting.arrive(number) }
        #expect(meeting.everyoneMet)
        #expect(meeting.numbers == Array(0..<count))
        #expect(meeting.distinctThreads == count)
    }

    @Test(arguments: [2, 3, 8])
    func poolRunsTheBodyAtOnceWithEveryNumber(_ count: Int) {
        var servedByPool = 0
        for _ in 0..<20 {
            let meeting = Meeting(expected: count)
            if WorkerPool.shared.run(count, { number in meeting.arrive(number) }) { servedByPool += 1 }
            #expect(meeting.everyoneMet)
            #expect(meeting.numbers == Array(0..<count))
            #expect(meeting.distinctThreads == count)
        }
        #if os(Linux)
        // Other tests use the pool at the same time, but not all the time.
        #expect(servedByPool > 0)
        #endif
    }

    /// The calling thread is number 0.
    @Test func callingThreadIsNumberZero() {
        let caller = ObjectIdentifier(Thread.current)
        let zero = Locked<ObjectIdentifier?>(nil)
        WorkerPool.shared.run(2) { number in
            if number == 0 { zero.set(ObjectIdentifier(Thread.current)) }
        }
        #expect(zero.get() == caller)
    }

    /// Threads that went to sleep after waiting awake come back for the next part.
    @Test func poolWakesItsSleepingThreads() throws {
        #if os(Linux)
        for _ in 0..<50 {
            guard WorkerPool.shared.run(2, { _ in }) else { continue }
            usleep(useconds_t(WorkerPool.awakeWait / 1000 * 3))
            let meeting = Meeting(expected: 2)
            guard WorkerPool.shared.run(2, { number in meeting.arrive(number) }) else { continue }
            #expect(meeting.everyoneMet)
            return
        }
        Issue.record("the pool was busy with other tests' parts 50 times in a row")
        #endif
    }

    /// A part asked for inside a part, or from several threads at once, gets threads of its own.
    @Test func partsInsidePartsAndSideBySideAllRunAtOnce() {
        let inner = Locked(0)
        WorkerPool.shared.run(3) { _ in
            let meeting = Meeting(expected: 2)
            WorkerPool.shared.run(2) { number in meeting.arrive(number) }
            if meeting.everyoneMet { inner.update { $0 += 1 } }
        }
        #expect(inner.get() == 3)
    }

    @Test func oneThreadRunsOnTheCaller() {
        let caller = ObjectIdentifier(Thread.current)
        let seen = Locked<[ObjectIdentifier]>([])
        WorkerPool.shared.run(1) { _ in seen.update { $0.append(ObjectIdentifier(Thread.current)) } }
        WorkerThreads.run(1) { _ in seen.update { $0.append(ObjectIdentifier(Thread.current)) } }
        #expect(seen.get() == [caller, caller])
    }
}

/// Threads that each wait, for at most ten seconds, until all the expected ones have arrived.
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
        let deadline = Date(timeIntervalSinceNow: 10)
        while arrived.count < expected {
            if !lock.wait(until: deadline) {
                timedOut = true
                return
            }
        }
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
