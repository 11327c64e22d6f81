import BenchCore
import Foundation
import SSSCore

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
    let figures: [Figure]
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

    /// The runs of `commands`, each at its thread count, and (when `withFloor`) of the read floor at each
    /// of those counts, all timed in turn, run by run (see ``Timer/alternate(_:afterRun:)``): so neither
    /// the ratio of a command to its floor nor the speed-up from 1 thread to N is bent by the load of the
    /// machine changing while they run. The ``ceiling(of:)`` of `commands`, and with the floor the
    /// ``ProcessorProbe``, are timed in the same turns. `afterRun` sees each timed run of a command with
    /// the command's position. Records and prints each floor, then its command, then the ceiling and the
    /// probe, and returns their measurements.
    mutating func measureInTurn(
        _ commands: [TimedCommand], withFloor: Bool,
        afterRun: (Int, ChildRun) throws(BenchCore.UsageError) -> Void = { _, _ in }
    ) throws(BenchCore.UsageError) -> InTurn {
        let floorThreads = withFloor ? commands.map { $0.threads ?? options.threads } : []
        let floors = floorThreads.map { ChildProcess(arguments: workerArguments(.read, threads: $0)) }
        let ceiling = Self.ceiling(of: commands)
        let probe = withFloor ? [ChildProcess(arguments: [Worker.path, "probe"])] : []
        let processes = commands.map(\.process) + floors + (ceiling.map { [$0.process] } ?? []) + probe
        let runs = try options.timer.alternate(processes) { position, run throws(BenchCore.UsageError) in
            if position < commands.count { try afterRun(position, run) }
        }
        var measured = InTurn()
        for (position, command) in commands.enumerated() {
            if withFloor {
                let floor = Measurement(
                    name: Workload.read.rawValue, threads: floorThreads[position], program: Worker.path,
                    runs: runs[commands.count + position], corpus: corpus)
                record(floor, label: Self.label(of: .read))
                measured.floors.append(floor)
            }
            let measurement = Measurement(
                name: command.name, threads: command.threads, program: command.process.arguments.first ?? "",
                runs: runs[position], corpus: corpus)
            record(measurement, label: command.label)
            measured.commands.append(measurement)
        }
        if let ceiling {
            let copies = ceiling.process.copies
            let measurement = Measurement(
                name: ceiling.name, threads: ceiling.threads, program: ceiling.process.arguments.first ?? "",
                runs: runs[commands.count + floors.count],
                corpus: CorpusSize(files: corpus.files * copies, bytes: corpus.bytes * copies, lines: corpus.lines * copies))
            record(measurement, label: ceiling.label)
            measured.ceiling = measurement
        }
        if withFloor, let probeRuns = runs.last {
            let measurement = Measurement(
                name: ProcessorProbe.name, threads: 1, program: Worker.path, runs: probeRuns,
                corpus: CorpusSize(files: 0, bytes: 0, lines: 0))
            record(measurement, label: "processor probe")
            measured.probe = measurement
        }
        return measured
    }

    /// The 1-thread command of `commands` started N times at once, N the largest thread count among
    /// them: it measures the speed-up the machine gives N programs that share nothing but its processors
    /// and memory (see ``Ceiling``). `nil` unless `commands` has a 1-thread command and one at more
    /// threads.
    static func ceiling(of commands: [TimedCommand]) -> TimedCommand? {
        guard let one = commands.first(where: { $0.threads == 1 }),
            let many = commands.compactMap(\.threads).max(), many > 1
        else { return nil }
        var process = one.process
        process.errorPath = nil
        process.copies = many
        return TimedCommand(process: process, name: "\(one.name), \(many) at once", label: "\(many) × \(one.label)", threads: 1)
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

    func finish(checks: [Check], figures: [Figure] = []) throws {
        warnOfMixedRuntimes()
        if options.json {
            try JSONReport.print(Report(
                machine: machine, directory: directory, corpus: corpus, runs: options.timer.runs,
                warmups: options.timer.warmups, swiftSyntaxVersion: Self.swiftSyntaxVersion,
                sssVersion: ToolVersion.current, measurements: measurements, checks: checks, figures: figures))
        } else {
            Console.out(TextReport.checks(checks) + TextReport.figures(figures))
        }
    }

    /// Says on standard error when the measured programs get the Swift runtime in different ways.
    func warnOfMixedRuntimes() {
        if let warning = TextReport.runtimeWarning(measurements) { Console.error(warning) }
    }
}

/// What ``BenchSession/measureInTurn(_:withFloor:afterRun:)`` measured: the commands, the floor of
/// each, the ceiling and the processor probe, each with its runs in the order of the rounds.
struct InTurn {
    var commands: [Measurement] = []
    var floors: [Measurement] = []
    var ceiling: Measurement?
    var probe: Measurement?
}

/// A command that ``BenchSession/measureInTurn(_:withFloor:afterRun:)`` times: how it runs, what it is
/// called in the report, and the thread count it was asked for (nil: its own default).
struct TimedCommand {
    let process: ChildProcess
    let name: String
    let label: String
    let threads: Int?
}
