#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SSSCore

/// Holds back signals that would end the process while a step that must not stop halfway runs,
/// such as renaming files into place or rolling them back, and delivers them once it is over.
///
/// While a step runs, the signals are caught by a handler that only notes them, whichever thread
/// receives them; afterwards the previous handlers are restored and every signal that came is raised
/// again, so it has its usual effect (usually ending the process) with nothing left half done.
/// Steps may nest and run on several threads: the handlers are installed by the first step to begin
/// and restored by the last to end.
final class SignalDeferral: Sendable {
    /// Ctrl-C (`SIGINT`), `kill` (`SIGTERM`) and a closed terminal (`SIGHUP`).
    static let interruptions = SignalDeferral(signals: [SIGINT, SIGTERM, SIGHUP])

    private let signals: [Int32]
    /// How many steps are running, and the handlers they replaced.
    private let state = Locked<(running: Int, previous: [sigaction])>((0, []))

    init(signals: [Int32]) {
        self.signals = signals.filter { $0 > 0 && $0 < Int32(caughtSignalCapacity) }
    }

    /// Runs `body` with the signals held back, then delivers those that came; when any did,
    /// `notice` is called with the first of them just before, so the run can say what it left.
    func run<T, E: Error>(_ body: () throws(E) -> T, noticing notice: (Int32) -> Void = { _ in }) throws(E) -> T {
        begin()
        defer { end(notice) }
        return try body()
    }

    /// The first of the signals that came since the outermost running step began, if any; a step
    /// checks it to stop early, before it starts what it must not leave halfway.
    var pendingSignal: Int32? {
        signals.first { caughtSignals[Int($0)] != 0 }
    }

    /// The name of a signal this deferral holds back, such as `SIGINT`.
    static func name(of number: Int32) -> String {
        switch number {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(number)"
        }
    }

    private func begin() {
        state.withLock { state in
            state.running += 1
            guard state.running == 1 else { return }
            state.previous = signals.map { number in
                caughtSignals[Int(number)] = 0
                var action = sigaction()
                sigaction(number, nil, &action)
                _ = signal(number, noteSignal)
                return action
            }
        }
    }

    private func end(_ notice: (Int32) -> Void) {
        let caught = state.withLock { state in
            var caught: [Int32] = []
            state.running -= 1
            guard state.running == 0 else { return caught }
            for (number, action) in zip(signals, state.previous) {
                var action = action
                sigaction(number, &action, nil)
                if caughtSignals[Int(number)] != 0 { caught.append(number) }
            }
            state.previous = []
            return caught
        }
        if let first = caught.first { notice(first) }
        for number in caught {
            deliver(number)
        }
    }

    /// Raises the signal on this thread, or, when this thread blocks it, sends it to the process.
    private func deliver(_ number: Int32) {
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &mask)
        if sigismember(&mask, number) == 1 {
            kill(getpid(), number)
        } else {
            raise(number)
        }
    }
}

private let caughtSignalCapacity = 65

/// One flag per signal number, set by `noteSignal`; allocated once, before any handler can run.
nonisolated(unsafe) private let caughtSignals: UnsafeMutablePointer<sig_atomic_t> = {
    let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: caughtSignalCapacity)
    flags.initialize(repeating: 0, count: caughtSignalCapacity)
    return flags
}()

/// The handler while a step runs: notes the signal and returns.
private func noteSignal(_ number: Int32) {
    caughtSignals[Int(number)] = 1
}
