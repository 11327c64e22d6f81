import Testing
@testable import SSSKit

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
}
