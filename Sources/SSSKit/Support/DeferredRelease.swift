import Dispatch

/// Frees large values on a background thread, so a caller that is done with them need not wait while
/// they are torn down: the summaries of a lint run hold hundreds of thousands of small allocations. A
/// process that exits first simply leaves the work undone.
public enum DeferredRelease {
    public static func release<T: Sendable>(_ value: consuming T) {
        let holder = Holder(value)
        DispatchQueue.global(qos: .utility).async {
            holder.drop()
        }
    }

    /// Owns the value until the background thread drops it.
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
