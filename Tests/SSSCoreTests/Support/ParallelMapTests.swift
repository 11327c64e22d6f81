import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

struct ParallelMapTests {
    @Test(arguments: [1, 2, 8])
    func givesEveryResultInIndexOrder(_ threads: Int) {
        let results = ParallelMap.map(count: 1000, threads: threads) { index in "item \(index)" }
        #expect(results == (0..<1000).map { "item \($0)" })
    }

    /// Many threads storing results at once, over and over: storing must not race, which once
    /// corrupted memory now and then.
    @Test func storesResultsFromManyThreadsAtOnce() {
        for round in 0..<50 {
            let results = ParallelMap.map(count: 2000, threads: 8) { index in [index, round] }
            #expect(results.count == 2000)
            #expect(results.enumerated().allSatisfy { $0.element == [$0.offset, round] })
        }
    }

    /// Each thread that takes part is prepared once, before it maps its first index.
    @Test(arguments: [1, 2, 8])
    func preparesEachThreadOnceBeforeItsFirstIndex(_ threads: Int) {
        let log = ThreadLog()
        let results = ParallelMap.map(count: 400, threads: threads, preparingEachThread: { log.prepare() }) { index in
            log.wasPrepared() ? index : -1
        }
        #expect(results == Array(0..<400))
        #expect((1...threads).contains(log.preparations))
    }

    @Test func mapsNothing() {
        #expect(ParallelMap.map(count: 0, threads: 4) { $0 }.isEmpty)
    }

    /// Results are moved out of the slots they were stored in: each is released once, when the caller
    /// lets go of it, and none is kept alive by the map.
    @Test(arguments: [1, 2, 8])
    func handsOverEveryResultWithoutKeepingOne(_ threads: Int) {
        let live = LiveCount()
        do {
            let results = ParallelMap.map(count: 500, threads: threads) { index in Tracked(index, live) }
            #expect(live.value == 500)
            #expect(results.map(\.index) == Array(0..<500))
        }
        #expect(live.value == 0)
    }
}

private final class LiveCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add(_ change: Int) {
        lock.withLock { count += change }
    }
}

private final class Tracked: Sendable {
    let index: Int
    private let live: LiveCount

    init(_ index: Int, _ live: LiveCount) {
        self.index = index
        self.live = live
        live.add(1)
    }

    deinit {
        live.add(-1)
    }
}


/// Which threads were prepared, and how often a preparation ran.
private final class ThreadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var prepared: Set<ObjectIdentifier> = []
    private(set) var preparations = 0

    private var thread: ObjectIdentifier { ObjectIdentifier(Thread.current) }

    func prepare() {
        lock.lock()
        defer { lock.unlock() }
        preparations += 1
        prepared.insert(thread)
    }

    func wasPrepared() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return prepared.contains(thread)
    }
}
