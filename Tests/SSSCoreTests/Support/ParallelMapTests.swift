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
