/// A fixed amount of arithmetic that touches no memory: timed in the same rounds as the lint and the
/// read floor, it shows how fast the host let a processor run in each round.
///
/// It runs four generators side by side, so a processor on its own retires several instructions each
/// cycle, as the lexer does; a host that runs other work on the same core takes a share of those
/// cycles, and this probe, like the lint, slows then by up to half, where a single generator (one
/// dependent instruction at a time) barely notices. The read floor, mostly time in the kernel, moves
/// far less, so the probe tells apart the rounds in which a ratio to the floor was the host's doing.
package enum ProcessorProbe {
    /// The probe's name in reports.
    package static let name = "probe"

    /// Steps of each generator.
    package static let steps = 60_000_000

    /// Runs four xorshift generators, each with its own shifts (so the compiler cannot fold them into
    /// one vector generator, which would wait on one instruction at a time again), for `steps` steps
    /// each, and returns their last states combined, which the caller prints so that the loop cannot
    /// be dropped.
    package static func run(steps: Int = steps) -> UInt64 {
        var states: (UInt64, UInt64, UInt64, UInt64) = (1, 2, 3, 4)
        for _ in 0..<steps {
            states.0 = next(states.0, 13, 7, 17)
            states.1 = next(states.1, 21, 35, 4)
            states.2 = next(states.2, 17, 31, 8)
            states.3 = next(states.3, 11, 29, 14)
        }
        return states.0 ^ states.1 ^ states.2 ^ states.3
    }

    @inline(__always)
    private static func next(_ state: UInt64, _ first: UInt64, _ second: UInt64, _ third: UInt64) -> UInt64 {
        var state = state
        state ^= state << first
        state ^= state >> second
        state ^= state << third
        return state
    }
}
