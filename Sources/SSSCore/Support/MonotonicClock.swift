import Dispatch

/// The monotonic clock: cheap enough to read a few times per file.
package enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point.
    @inline(__always)
    package static var now: UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }
}
