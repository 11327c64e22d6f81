import BenchCore

/// One of the targets, compared with what was measured.
struct Check: Codable, Sendable {
    let name: String
    let value: Double
    /// The target as a comparison, such as `>= 10`.
    let target: String
    let met: Bool

    static func atLeast(_ name: String, _ value: Double, _ bound: Double) -> Check {
        Check(name: name, value: value, target: ">= \(bound)", met: value >= bound)
    }

    static func atMost(_ name: String, _ value: Double, _ bound: Double) -> Check {
        Check(name: name, value: value, target: "<= \(bound)", met: value <= bound)
    }

    /// The same check under another name.
    func named(_ name: String) -> Check {
        Check(name: name, value: value, target: target, met: met)
    }
}

/// The ratios between a measured command and the baseline of the same run.
enum Checks {
    /// `command` holds the measured tool's runs, `baseline` the read floor and SwiftSyntax parse runs.
    static func compare(command: [Measurement], baseline: [Measurement], cores: Int) -> [Check] {
        var checks: [Check] = []
        for tool in command {
            let threads = tool.threads ?? cores
            let label = tool.threadCountLabel ?? "default threads vs \(cores)"
            if let parse = baseline.first(where: { $0.name == Workload.parse.rawValue && $0.threads == threads }) {
                checks.append(.atLeast("throughput vs SwiftSyntax parse (\(label))", parse.medianSeconds / tool.medianSeconds, 10))
            }
            if let read = baseline.first(where: { $0.name == Workload.read.rawValue && $0.threads == threads }) {
                checks.append(.atMost("time vs read floor (\(label))", tool.medianSeconds / read.medianSeconds, 3))
            }
        }
        if let one = command.first(where: { $0.threads == 1 }),
           let many = command.first(where: { ($0.threads ?? 0) > 1 }) {
            checks.append(.atLeast("speed-up, \(many.threads ?? 0) threads vs 1", one.medianSeconds / many.medianSeconds, 1.7))
        }
        if let highest = command.max(by: { $0.peakRSSBytes < $1.peakRSSBytes }) {
            let name = highest.peakRSSIsUpperBound ? "peak RSS in MB (at most)" : "peak RSS in MB"
            checks.append(.atMost(name, Double(highest.peakRSSBytes) / 1e6, 150))
        }
        return checks
    }
}

/// A figure that explains a check rather than being one: printed under the checks, with no target.
struct Figure: Codable, Sendable {
    let name: String
    let value: Double
}

/// How close the speed-up from 1 thread to N comes to what the machine allows at the time.
///
/// On a shared or virtual machine, N processors seldom give N times the work of one: the processors
/// share caches and memory, and on a host with other tenants a processor may run slower while its
/// neighbours are busy, without the system counting any time as stolen. N copies of the 1-thread run
/// started at once share nothing but the machine, so their combined rate against one run's (see
/// ``ChildProcess/copies``) is the speed-up the machine gives in the same minutes to work that needs
/// no coordination at all: a program's threads, which also wait for each other, can come close to it
/// but seldom pass it.
enum Ceiling {
    /// The machine's speed-up (the copies' combined rate against one run's) and the measured speed-up
    /// as a share of it; none unless all three measurements are there.
    static func figures(command: [Measurement], ceiling: Measurement?) -> [Figure] {
        guard let ceiling, let one = command.first(where: { $0.threads == 1 }),
            let many = command.first(where: { ($0.threads ?? 0) > 1 }), let threads = many.threads,
            ceiling.medianSeconds > 0, many.medianSeconds > 0
        else { return [] }
        let machine = Double(threads) * one.medianSeconds / ceiling.medianSeconds
        let speedUp = one.medianSeconds / many.medianSeconds
        return [
            Figure(name: "machine's speed-up, \(threads) 1-thread runs at once vs 1", value: machine),
            Figure(name: "speed-up, \(threads) threads vs 1, as a share of the machine's", value: speedUp / machine),
        ]
    }
}

/// How two commands timed in the same rounds compare, thread count by thread count.
enum Comparison {
    /// For each thread count both were run at: the second's median time over the first's, and its peak
    /// memory over the first's (below 1, the second is the faster or the smaller).
    static func figures(first: [Measurement], second: [Measurement], names: (String, String)) -> [Figure] {
        var figures: [Figure] = []
        for one in first {
            guard let two = second.first(where: { $0.threads == one.threads }), one.medianSeconds > 0, one.peakRSSBytes > 0
            else { continue }
            let threads = one.threadCountLabel ?? "default threads"
            figures.append(Figure(name: "time, \(names.1) / \(names.0) (\(threads))", value: two.medianSeconds / one.medianSeconds))
            figures.append(Figure(
                name: "peak RSS, \(names.1) / \(names.0) (\(threads))", value: Double(two.peakRSSBytes) / Double(one.peakRSSBytes)))
        }
        return figures
    }
}
