import BenchCore
import Foundation

/// The median of one phase of `sss lint --timings` over the timed runs.
struct PhaseTime: Codable, Sendable {
    let phase: String
    /// Whether this is a part of the first pass, summed over its threads rather than wall-clock time.
    let isPart: Bool
    let medianSeconds: Double
}

/// The phases of `sss lint` at one thread count.
struct PhaseRun: Codable, Sendable {
    let threads: Int
    let phases: [PhaseTime]
}

/// Everything the JSON output of `phases` holds.
struct PhasesReport: Codable {
    let machine: Machine
    let directory: String
    let corpus: CorpusSize
    let runs: Int
    let warmups: Int
    let sss: String
    let measurements: [Measurement]
    let phases: [PhaseRun]
    let checks: [Check]
    let figures: [Figure]
}

/// `sss-bench phases DIR`: times `sss lint . --timings`, run inside DIR, as a whole process at 1 thread and at N, in
/// turn with the read floor, and prints the median of each phase it reports, with the ratios of the targets.
struct PhasesCommand: Subcommand {
    static let name = "phases"
    static let usage = """
        phases DIR [--sss PATH] [--threads N] [--runs N] [--warmup N] [--json] [--no-baseline]
            Time 'sss lint . --timings' run inside DIR at 1 thread and at N, after the SwiftSyntax parse of
            DIR, in turn with each other, with the read floor and with N 1-thread runs at once (the
            machine's own speed-up), run by run; print the median of every phase it reports and the
            ratios of the speed targets. PATH defaults to the release build of the repository this
            benchmark belongs to.
        """

    let directory: String
    let options: TimingOptions
    let withBaseline: Bool
    let sss: String

    init(_ words: [String]) throws(UsageError) {
        let arguments = try Arguments(
            words, valueOptions: TimingOptions.valueOptions.union(["--sss"]),
            flagOptions: TimingOptions.flagOptions.union(["--no-baseline"]))
        directory = try arguments.single("folder")
        options = try TimingOptions(arguments)
        withBaseline = !arguments.has("--no-baseline")
        sss = URL(fileURLWithPath: arguments.values["--sss"] ?? Self.repositoryBuild).standardizedFileURL.path
        guard FileManager.default.isExecutableFile(atPath: sss) else {
            throw UsageError(description: "no sss executable at \(sss); build it with 'swift build -c release' or pass --sss")
        }
    }

    /// `.build/release/sss` of the repository around `Benchmarks/`.
    static var repositoryBuild: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/release/sss").path
    }

    func run() throws -> Int32 {
        var session = try BenchSession(directory: directory, options: options)
        session.printHeader()
        let parse = withBaseline ? try session.measure(.parse) : []
        let (timed, floors, ceiling, phaseRuns) = try measure(session: &session)
        let checks = Checks.compare(command: timed, baseline: parse + floors, cores: options.threads)
        let figures = Ceiling.figures(command: timed, ceiling: ceiling)
        session.warnOfMixedRuntimes()
        if options.json {
            try JSONReport.print(PhasesReport(
                machine: session.machine, directory: directory, corpus: session.corpus, runs: options.timer.runs,
                warmups: options.timer.warmups, sss: sss, measurements: session.measurements, phases: phaseRuns,
                checks: checks, figures: figures))
        } else {
            Console.out(Self.table(phaseRuns) + TextReport.checks(checks) + TextReport.figures(figures))
        }
        return 0
    }

    /// The whole-process measurements at 1 thread and at N, the read floor at each and N 1-thread runs
    /// at once, all timed in turn (see ``BenchSession/measureInTurn(_:withFloor:afterRun:)``), and the
    /// median of every phase at each thread count, over the timed runs.
    private func measure(
        session: inout BenchSession
    ) throws -> (commands: [Measurement], floors: [Measurement], ceiling: Measurement?, phases: [PhaseRun]) {
        let threadCounts = options.threadCounts
        let errorPaths = threadCounts.map { NSTemporaryDirectory() + "sss-bench-phases-\(getpid())-\($0).txt" }
        defer {
            for path in errorPaths { try? FileManager.default.removeItem(atPath: path) }
        }
        // Run from inside the folder, as in a project without a configuration, so that no `.sss.yml` of
        // the folder the benchmark is started from applies.
        let commands = zip(threadCounts, errorPaths).map { threads, errorPath in
            TimedCommand(
                process: ChildProcess(
                    arguments: [sss, "lint", ".", "--quiet", "--timings", "--threads", "\(threads)"], errorPath: errorPath,
                    workingDirectory: directory),
                name: "sss lint", label: "sss lint", threads: threads)
        }
        var samples = Array(repeating: [[(name: String, isPart: Bool, seconds: Double)]](), count: threadCounts.count)
        let measured = try session.measureInTurn(commands, withFloor: withBaseline) { position, _ throws(UsageError) in
            let text = (try? String(contentsOfFile: errorPaths[position], encoding: .utf8)) ?? ""
            let phases = Self.parse(text)
            guard !phases.isEmpty else { throw UsageError(description: "\(sss) lint printed no timings:\n\(text)") }
            samples[position].append(phases)
        }
        let phaseRuns = zip(threadCounts, samples).map { threads, samples in
            PhaseRun(threads: threads, phases: (samples.first ?? []).enumerated().map { position, phase in
                PhaseTime(phase: phase.name, isPart: phase.isPart, medianSeconds: Measurement.median(samples.compactMap {
                    $0.indices.contains(position) ? $0[position].seconds : nil
                }))
            })
        }
        return (measured.commands, measured.floors, measured.ceiling, phaseRuns)
    }

    /// The phase lines of `--timings` output: `  name  seconds`, parts indented further.
    static func parse(_ text: String) -> [(name: String, isPart: Bool, seconds: Double)] {
        var phases: [(name: String, isPart: Bool, seconds: Double)] = []
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("timings:") {
                inTable = true
                continue
            }
            guard inTable, line.hasPrefix("  ") else {
                inTable = false
                continue
            }
            let words = line.split(separator: " ")
            guard words.count == 2, let seconds = Double(words[1]) else { continue }
            phases.append((String(words[0]), line.hasPrefix("    "), seconds))
        }
        return phases
    }

    /// One row per phase, one column per thread count.
    static func table(_ runs: [PhaseRun]) -> String {
        guard let first = runs.first else { return "" }
        var text = "\nphase (median seconds)" + runs.map { String(repeating: " ", count: 4) + "\($0.threads) thr".leftPadded(to: 7) }.joined() + "\n"
        for (position, phase) in first.phases.enumerated() {
            let name = (phase.isPart ? "  " : "") + phase.phase + (phase.isPart ? " *" : "")
            text += name.rightPadded(to: 22)
            for run in runs {
                let seconds = run.phases.indices.contains(position) ? run.phases[position].medianSeconds : 0
                text += String(format: "%11.4f", seconds)
            }
            text += "\n"
        }
        return text + "* thread time: the part's time in each file, summed over the threads\n"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    func rightPadded(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
