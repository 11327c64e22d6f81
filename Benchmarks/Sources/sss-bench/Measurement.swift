import BenchCore

/// Files, bytes and lines of the benchmarked folder; lines are counted as `wc -l` does (line feeds).
struct CorpusSize: Codable, Sendable {
    let files: Int
    let bytes: Int
    let lines: Int

    /// Reads every file once, on one thread, to count its lines.
    static func measure(_ files: [SourceFile]) -> CorpusSize {
        var reader = FileReader()
        var bytes = 0
        var lines = 0
        for file in files {
            _ = reader.withContents(of: file.path) { contents in
                bytes += contents.count
                for byte in contents where byte == UInt8(ascii: "\n") { lines += 1 }
            }
        }
        return CorpusSize(files: files.count, bytes: bytes, lines: lines)
    }
}

/// Wall times of repeated runs of one thing, with the throughput they mean for a given corpus.
struct Measurement: Codable, Sendable {
    /// What ran: `read`, `parse`, `command`, …
    let name: String
    /// The thread count asked for, or nil when the measured program chose on its own.
    let threads: Int?
    let seconds: [Double]
    let medianSeconds: Double
    let minSeconds: Double
    let maxSeconds: Double
    /// Megabytes (10^6 bytes) per second at the median time.
    let megabytesPerSecond: Double
    let linesPerSecond: Double
    /// The largest peak resident set size of any run.
    let peakRSSBytes: Int
    /// True when that peak is no more than the benchmark's own memory at the time (see
    /// `ChildRun.floorRSSBytes`): the measured program needed at most this much, perhaps less.
    let peakRSSIsUpperBound: Bool
    /// The median of the runs' minor page faults (see `ChildRun.minorFaults`).
    let medianMinorFaults: Int
    /// How each run ended, when any run did not exit with 0.
    let exitStatuses: [String]?
    /// How the measured program gets the Swift runtime.
    let swiftRuntime: SwiftRuntime

    /// "1 thread" or "N threads", as reports name the thread count asked for; nil when none was.
    var threadCountLabel: String? {
        threads.map { "\($0) thread" + ($0 == 1 ? "" : "s") }
    }

    /// The middle value of `values`, or the mean of the two middle ones; 0 for none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The runs of `program` (a path, or a name looked up in `PATH`).
    init(name: String, threads: Int?, program: String, runs: [ChildRun], corpus: CorpusSize) {
        self.name = name
        self.threads = threads
        swiftRuntime = SwiftRuntime.of(command: program)
        seconds = runs.map(\.seconds)
        medianSeconds = Self.median(seconds)
        minSeconds = seconds.min() ?? 0
        maxSeconds = seconds.max() ?? 0
        megabytesPerSecond = medianSeconds > 0 ? Double(corpus.bytes) / 1e6 / medianSeconds : 0
        linesPerSecond = medianSeconds > 0 ? Double(corpus.lines) / medianSeconds : 0
        peakRSSBytes = runs.map(\.peakRSSBytes).max() ?? 0
        peakRSSIsUpperBound = runs.allSatisfy { $0.peakRSSBytes <= $0.floorRSSBytes }
        let faults = runs.map(\.minorFaults).sorted()
        medianMinorFaults = faults.isEmpty ? 0 : faults[faults.count / 2]
        exitStatuses = runs.allSatisfy { $0.status == .exited(0) } ? nil : runs.map(\.status.description)
    }
}

/// Runs child processes a few times and measures them.
struct Timer {
    let runs: Int
    /// Untimed runs first, so every timed run finds the files in the page cache.
    let warmups: Int

    func measure(_ name: String, threads: Int?, arguments: [String], corpus: CorpusSize) throws(UsageError) -> Measurement {
        let runs = try alternate([ChildProcess(arguments: arguments)])[0]
        return Measurement(name: name, threads: threads, program: arguments.first ?? "", runs: runs, corpus: corpus)
    }

    /// Times `processes` in turn: the warm-up runs of each, then rounds of one timed run of each, so that
    /// a change in the machine's load while they run weighs on all of them alike and the ratios between
    /// them stay fair. `afterRun` sees each timed run with the position of its process. Returns the timed
    /// runs of each process; a run killed by a signal stops the benchmark.
    func alternate(
        _ processes: [ChildProcess], afterRun: (Int, ChildRun) throws(UsageError) -> Void = { _, _ in }
    ) throws(UsageError) -> [[ChildRun]] {
        for process in processes {
            for _ in 0..<warmups { _ = try process.run() }
        }
        var results = Array(repeating: [ChildRun](), count: processes.count)
        for _ in 0..<runs {
            for (position, process) in processes.enumerated() {
                let run = try process.run()
                if case .signaled(let signal) = run.status {
                    throw UsageError(description: "\(process.arguments.joined(separator: " ")) was killed by signal \(signal)")
                }
                try afterRun(position, run)
                results[position].append(run)
            }
        }
        return results
    }
}
