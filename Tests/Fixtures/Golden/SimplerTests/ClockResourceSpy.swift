import Foundation
@testable import App

/// Stands in for the Clock resource in tests: each stream yields the values it is given, then ends.
struct ClockResourceSpy: ClockResource {
    /// The values `ticks()` yields.
    var ticksValues: [Date] = []

    func ticks() -> AsyncStream<Date> {
        AsyncStream { continuation in
            for value in ticksValues {
                continuation.yield(value)
            }
            continuation.finish()
        }
    }

    func now() -> Date {
        Date(timeIntervalSince1970: 0)
    }
}
