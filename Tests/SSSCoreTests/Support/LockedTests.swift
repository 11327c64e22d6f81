import Testing
@testable import SSSCore

struct LockedTests {
    /// Many threads changing one value at once lose none of their changes.
    @Test func changesFromManyThreadsAreAllKept() {
        let total = Locked(0)
        let seen = Locked<Set<Int>>([])
        _ = ParallelMap.map(count: 10_000, threads: 8) { index in
            total.withLock { $0 += 1 }
            seen.withLock { _ = $0.insert(index) }
        }
        #expect(total.withLock { $0 } == 10_000)
        #expect(seen.withLock { $0.count } == 10_000)
    }

    @Test func returnsWhatTheBodyReturnsAndPassesItsErrorOn() {
        struct Refused: Error {}
        let value = Locked([1, 2, 3])
        #expect(value.withLock { $0.removeLast() } == 3)
        #expect(throws: Refused.self) {
            try value.withLock { (_: inout [Int]) throws(Refused) in throw Refused() }
        }
        #expect(value.withLock { $0 } == [1, 2])
    }
}
