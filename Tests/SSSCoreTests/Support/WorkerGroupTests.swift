import Testing
@testable import SSSCore

/// Each test has a group of its own: other tests use the shared one at the same time.
struct WorkerGroupTests {
    @Test(arguments: [2, 3, 8])
    func everyPartRunsAllItsWorkAndEachNumberAtMostOnce(_ count: Int) {
        let group = WorkerGroup(limit: 2)
        for round in 0..<50 {
            let numbers = Locked<[Int]>([])
            let done = Locked(0)
            let next = Locked(0)
            group.run(count) { number in
                numbers.withLock { $0.append(number) }
                while next.withLock({ value -> Bool in
                    guard value < 100 else { return false }
                    value += 1
                    return true
                }) {
                    done.withLock { $0 += 1 }
                }
            }
            #expect(done.withLock { $0 } == 100, "round \(round)")
            let ran = numbers.withLock { $0 }.sorted()
            #expect(ran.first == 0)
            #expect(Set(ran).count == ran.count)
            #expect(ran.allSatisfy { $0 < count })
        }
    }

    /// A part asked for from inside a part, or while another runs, runs on threads of its own.
    @Test func aPartInsideAPartStillRunsEveryNumber() {
        let group = WorkerGroup(limit: 1)
        let inner = Locked(0)
        group.run(2) { _ in
            group.run(3) { _ in inner.withLock { $0 += 1 } }
        }
        #expect((3...6).contains(inner.withLock { $0 }))
    }

    @Test func keepsNoMoreThreadsThanItsLimitAndRunsAloneWithNone() {
        let alone = WorkerGroup(limit: 0)
        let numbers = Locked<[Int]>([])
        alone.run(4) { number in numbers.withLock { $0.append(number) } }
        #expect(numbers.withLock { $0 } == [0])
    }
}
