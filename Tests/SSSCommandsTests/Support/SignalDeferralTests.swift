import Foundation
import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

/// Signals that come while files are being put in place take effect only afterwards.
///
/// The tests use `SIGUSR2`, which nothing else in the suite touches, so the suite's own generate and
/// lint runs on other threads cannot interfere.
@Suite(.serialized)
struct SignalDeferralTests {
    /// Runs `body` with a handler that counts `SIGUSR2`, and with the signal unblocked on this thread
    /// (test threads block signals); puts both back afterwards.
    private func counting(_ body: () -> Void) {
        usr2Count = 0
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGUSR2)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &signals, &mask)
        let original = signal(SIGUSR2) { _ in usr2Count += 1 }
        body()
        signal(SIGUSR2, original)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    @Test func aSignalDuringTheStepIsDeliveredAfterIt() {
        var counts: [Int32] = []
        counting {
            SignalDeferral(signals: [SIGUSR2]).run {
                raise(SIGUSR2)
                counts.append(usr2Count)
            }
            counts.append(usr2Count)
        }
        #expect(counts == [0, 1])
    }

    @Test func theHandlerInPlaceBeforeIsRestored() {
        var counts: [Int32] = []
        counting {
            SignalDeferral(signals: [SIGUSR2]).run {}
            raise(SIGUSR2)
            counts.append(usr2Count)
            raise(SIGUSR2)
            counts.append(usr2Count)
        }
        #expect(counts == [1, 2])
    }

    @Test func nestedStepsDeliverOnceTheOutermostEnds() {
        var counts: [Int32] = []
        counting {
            let deferral = SignalDeferral(signals: [SIGUSR2])
            deferral.run {
                deferral.run { _ = raise(SIGUSR2) }
                counts.append(usr2Count)
                raise(SIGUSR2)
            }
            counts.append(usr2Count)
        }
        #expect(counts == [0, 1])
    }

    @Test func theStepSeesTheSignalAndTheNoticeComesBeforeItIsDelivered() {
        var pending: [Int32?] = []
        var noticed: [(signal: Int32, countThen: Int32)] = []
        counting {
            let deferral = SignalDeferral(signals: [SIGUSR2])
            deferral.run({
                pending.append(deferral.pendingSignal)
                raise(SIGUSR2)
                pending.append(deferral.pendingSignal)
            }, noticing: { signal in noticed.append((signal, usr2Count)) })
        }
        #expect(pending == [nil, SIGUSR2])
        #expect(noticed.map(\.signal) == [SIGUSR2])
        #expect(noticed.map(\.countThen) == [0], "the notice comes before the signal takes effect")
        #expect(usr2Count == 1)
    }

    @Test func aStepWithoutSignalsHasNoNotice() {
        var noticed: [Int32] = []
        counting {
            SignalDeferral(signals: [SIGUSR2]).run({}, noticing: { noticed.append($0) })
        }
        #expect(noticed.isEmpty)
        #expect(usr2Count == 0)
    }

    @Test func aThrownErrorStillRestoresAndDelivers() {
        var counts: [Int32] = []
        counting {
            #expect(throws: FileSystemError(path: "x", reason: "No space left on device")) {
                try SignalDeferral(signals: [SIGUSR2]).run { () throws(FileSystemError) in
                    raise(SIGUSR2)
                    throw FileSystemError(path: "x", reason: "No space left on device")
                }
            }
            counts.append(usr2Count)
        }
        #expect(counts == [1])
    }
}

nonisolated(unsafe) private var usr2Count: Int32 = 0
