import Foundation
import Synchronization

/// Hands out the numbers 0..<count, each exactly once, to whichever thread asks first.
final class WorkQueue: Sendable {
    let count: Int
    private let next = Atomic<Int>(0)

    init(count: Int) {
        self.count = count
    }

    func claim() -> Int? {
        let item = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return item < count ? item : nil
    }
}

/// Collects what the workers return, from any thread.
private final class Tallies<Tally: Sendable>: Sendable {
    let items = Mutex<[Tally]>([])
}

/// Runs one worker per thread over a shared queue; each worker returns its own tally.
enum Parallel {
    static func run<Tally: Sendable>(
        items: Int, threads: Int, worker: @escaping @Sendable (WorkQueue) -> Tally
    ) -> [Tally] {
        let queue = WorkQueue(count: items)
        let tallies = Tallies<Tally>()
        let group = DispatchGroup()
        for _ in 0..<max(1, threads) {
            group.enter()
            let thread = Thread {
                let tally = worker(queue)
                tallies.items.withLock { $0.append(tally) }
                group.leave()
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        group.wait()
        return tallies.items.withLock { $0 }
    }
}
