import Dispatch

/// When a lint run frees the large values it builds (every file's summary and the codebase index):
/// hundreds of thousands of small allocations, whose teardown takes a noticeable share of a run.
public enum ReleasePolicy: Sendable {
    /// Freed by the thread that is done with them.
    case whenDone
    /// Freed on a background thread when the run uses more than one thread, so the caller need not wait;
    /// freed when done otherwise.
    case inBackground
    /// Never freed: for a process that exits once the run is reported, whose memory the system takes
    /// back at once, as compilers do.
    case atExit

    /// Readies the process's heap under ``atExit`` (see ``ProcessHeap``); does nothing otherwise. Call it
    /// before any thread of the run allocates, so that each thread's heap is made writable at once; later
    /// calls only answer again. Returns whether the heap is backed by huge pages.
    @discardableResult
    package func prepareHeap() -> Bool {
        self == .atExit && ProcessHeap.prepareForRunThatExits()
    }

    /// What each thread of the run does first: under ``atExit``, readies its heap (see ``ProcessHeap``).
    var threadPreparation: (@Sendable () -> Void)? {
        self == .atExit ? { @Sendable in ProcessHeap.prepareThisThreadForRunThatExits() } : nil
    }

    /// Lets go of `value` as the policy says; `threads` is the number the run uses.
    func release<T: Sendable>(_ value: consuming T, threads: Int) {
        switch self {
        case .whenDone:
            _ = consume value
        case .inBackground where threads <= 1:
            _ = consume value
        case .inBackground:
            let holder = Holder(value)
            DispatchQueue.global(qos: .utility).async {
                holder.drop()
            }
        case .atExit:
            _ = Unmanaged.passRetained(Holder(value))
        }
    }

    /// Owns the value until it is dropped.
    private final class Holder<T: Sendable>: @unchecked Sendable {
        private var value: T?

        init(_ value: consuming T) {
            self.value = value
        }

        func drop() {
            value = nil
        }
    }
}
