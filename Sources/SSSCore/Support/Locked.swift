#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value shared between threads, read and changed only while its lock is held.
///
/// The lock is a POSIX mutex in memory the instance allocates for it, so its address stays the same
/// for the instance's whole life, as a mutex requires; a mutex kept in a stored property and passed
/// with `&` has no such guarantee in Swift.
package final class Locked<Value>: @unchecked Sendable {
    // Sendable because `value` is touched only inside `withLock`, with the mutex held, and the mutex
    // itself is never moved.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the value with the lock held, and returns what it returns.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
