import Foundation

/// What the Clock resource provides. It does its work on its own time, away from the scene's
/// main loop; a store holds it as `any ClockResource`, so tests can give the store a spy.
protocol ClockResource: Sendable {
    func ticks() -> AsyncStream<Date>
    func now() -> Date
}

/// The Clock resource the app runs with: fill in each method.
struct LiveClockResource: ClockResource {
    func ticks() -> AsyncStream<Date> {
        // Yield each value with continuation.yield(_:); until then the stream ends at once.
        AsyncStream { continuation in
            continuation.finish()
        }
    }

    func now() -> Date {
        // Write this method; until then it returns a placeholder.
        Date(timeIntervalSince1970: 0)
    }
}
