import BenchCore
import Foundation
import SSSKit

/// Everything one JSON report holds.
struct Report: Codable {
    let machine: Machine
    let directory: String
    let corpus: CorpusSize
    let runs: Int
    let warmups: Int
    let swiftSyntaxVersion: String
    let sssVersion: String
    let measurements: [Measurement]
    let checks: [Check]
}

/// One benchmarked folder: finds its files once, then times things on it and reports as it goes.
struct BenchSession {
    static let swiftSyntaxVersion = "603.0.1"

    let machine = Machine.current
    let directory: String
    let corpus: CorpusSize
    let options: TimingOptions
    private(set) var measurements: [Measurement] = []

    init(directory: String, options: TimingOptions) throws(BenchCore.UsageError) {
        let files = try SourceFiles.find(under: directory)
        guard !files.isEmpty else { throw BenchCore.UsageError(description: "no .swift files under \(directory)") }
        self.directory = directory
        self.options = options
        corpus = CorpusSize.measure(files)
    }

    func printHeader() {
        guard !options.json else { return }
        Console.out(TextReport.header(machine: machine, directory: directory, corpus: corpus, timer: options.timer) + "\n")
    }

    /// Times `arguments` as a child process and prints its line at once (text mode).
    mutating func measure(_ name: String, label: String, threads: Int?, arguments: [String]) throws(BenchCore.UsageError) -> Measurement {
        let measurement = try options.timer.measure(name, threads: threads, arguments: arguments, corpus: corpus)
        record(measurement, label: label)
        return measurement
    }

    /// Times `command` and, when `floorThreads` is given, the read floor at that many threads, in turn,
    /// run by run (see ``Timer/alternate(_:afterRun:)``), so the ratio of the two is not bent by the load
    /// of the machine changing between them. `afterRun` sees each timed run of `command`. Records and
    /// prints both, the floor first.
    mutating func measure(
        _ command: ChildProcess, name: String, label: String, threads: Int?, floorThreads: Int?,
        afterRun: (ChildRun) throws(BenchCore.UsageError) -> Void = { _ in }
    ) throws(BenchCore.UsageError) -> (command: Measurement, floor: Measurement?) {
        let floor = floorThreads.map { ChildProcess(arguments: workerArguments(.read, threads: $0)) }
        let runs = try options.timer.alternate([command] + (floor.map { [$0] } ?? [])) { position, run throws(BenchCore.UsageError) in
            if position == 0 { try afterRun(run) }
        }
        var floorMeasurement: Measurement?
        if let floorThreads, let floor {
            let measurement = Measurement(name: Workload.read.rawValue, threads: floorThreads, program: Worker.path, runs: runs[1], corpus: corpus)
            record(measurement, label: Self.label(of: .read))
            floorMeasurement = measurement
        }
        let measurement = Measurement(name: name, threads: threads, program: command.arguments.first ?? "", runs: runs[0], corpus: corpus)
        record(measurement, label: label)
        return (measurement, floorMeasurement)
    }

    /// Keeps a measurement made elsewhere and prints its line (text mode).
    mutating func record(_ measurement: Measurement, label: String) {
        measurements.append(measurement)
        if !options.json {
            Console.out(TextReport.line(measurement, label: label) + "\n")
        }
    }

    /// The read floor, then the SwiftSyntax parse, each at every thread count.
    mutating func measureBaseline() throws(BenchCore.UsageError) -> [Measurement] {
        var baseline: [Measurement] = []
        for workload in Workload.allCases {
            baseline += try measure(workload)
        }
        return baseline
    }

    /// `workload` at every thread count, one after the other.
    mutating func measure(_ workload: Workload) throws(BenchCore.UsageError) -> [Measurement] {
        var measured: [Measurement] = []
        for threads in options.threadCounts {
            let arguments = workerArguments(workload, threads: threads)
            measured.append(try measure(workload.rawValue, label: Self.label(of: workload), threads: threads, arguments: arguments))
        }
        return measured
    }

    private func workerArguments(_ workload: Workload, threads: Int) -> [String] {
        [Worker.path, workload.rawValue, directory, "--threads", "\(threads)"]
    }

    private static func label(of workload: Workload) -> String {
        workload == .read ? "read floor" : "SwiftSyntax parse"
    }

    func finish(checks: [Check]) throws {
        warnOfMixedRuntimes()
        if options.json {
            try JSONReport.print(Report(
                machine: machine, directory: directory, corpus: corpus, runs: options.timer.runs,
                warmups: options.timer.warmups, swiftSyntaxVersion: Self.swiftSyntaxVersion,
                sssVersion: CommandLineTool.version, measurements: measurements, checks: checks))
        } else {
            Console.out(TextReport.checks(checks))
        }
    }

    /// Says on standard error when the measured programs get the Swift runtime in different ways.
    func warnOfMixedRuntimes() {
        if let warning = TextReport.runtimeWarning(measurements) { Console.error(warning) }
    }
}
