import Dispatch
import Testing
@testable import SSSCore
import SSSTestSupport

struct ReleasePolicyTests {
    /// Counts how often the values it hands out are freed.
    private final class Tracker: @unchecked Sendable {
        private let lock = DispatchSemaphore(value: 1)
        private var freed = 0
        let allFreed = DispatchSemaphore(value: 0)

        var freedCount: Int {
            lock.wait()
            defer { lock.signal() }
            return freed
        }

        func noteFreed() {
            lock.wait()
            freed += 1
            lock.signal()
            allFreed.signal()
        }
    }

    private final class Tracked: Sendable {
        let tracker: Tracker

        init(_ tracker: Tracker) {
            self.tracker = tracker
        }

        deinit {
            tracker.noteFreed()
        }
    }

    @Test(arguments: [1, 2])
    func freesAtOnceWhenDone(threads: Int) {
        let tracker = Tracker()
        ReleasePolicy.whenDone.release([Tracked(tracker)], threads: threads)
        #expect(tracker.freedCount == 1)
    }

    @Test func freesAtOnceInBackgroundModeOnOneThread() {
        let tracker = Tracker()
        ReleasePolicy.inBackground.release([Tracked(tracker)], threads: 1)
        #expect(tracker.freedCount == 1)
    }

    @Test func freesOnAnotherThreadWithSeveralThreads() {
        let tracker = Tracker()
        ReleasePolicy.inBackground.release([Tracked(tracker)], threads: 2)
        #expect(tracker.allFreed.wait(timeout: .now() + 30) == .success)
        #expect(tracker.freedCount == 1)
    }

    @Test func neverFreesAtExit() {
        let tracker = Tracker()
        ReleasePolicy.atExit.release([Tracked(tracker)], threads: 2)
        #expect(tracker.allFreed.wait(timeout: .now() + 0.2) == .timedOut)
        #expect(tracker.freedCount == 0)
    }
}
