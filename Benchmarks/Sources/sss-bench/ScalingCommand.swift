import BenchCore
import Foundation

/// One size of the linearity check.
struct ScalingRow: Codable {
    let scale: Int
    let copies: Int
    let corpus: CorpusSize
    let measurement: Measurement
    /// Median time divided by the smallest size's median time.
    let timeRatio: Double
    /// `timeRatio` divided by the size ratio: 1 means perfectly linear, less means start-up costs dominate.
    let linearity: Double
}

/// Everything the JSON output of `scaling` holds.
struct ScalingReport: Codable {
    let machine: Machine
    let measured: [String]
    let base: String
    let threads: Int
    let copiesPerScale: Int
    let rows: [ScalingRow]
}

/// `sss-bench scaling OUT`: synthetic codebases of growing size, each timed, with the ratios between them.
struct ScalingCommand: Subcommand {
    static let name = "scaling"
    static let usage = """
        scaling OUT [--scales 1,2,4,8] [--unit U] [--base DIR] [--threads N] [--runs N] [--warmup N] [--json]
                [-- CMD ARGS...]
            Write synthetic codebases of U copies times each scale into OUT/x<scale> (U defaults to 200),
            and time CMD on each ({dir} and {threads} are replaced), or the SwiftSyntax parse without CMD.
            --base DIR copies the .swift files under DIR instead of the hand-written base set.
        """

    let folder: String
    let scales: [Int]
    let unit: Int
    let base: String
    let options: TimingOptions
    let command: [String]

    init(_ words: [String]) throws(UsageError) {
        let arguments = try Arguments(
            words, valueOptions: TimingOptions.valueOptions.union(["--scales", "--unit", "--base"]),
            flagOptions: TimingOptions.flagOptions)
        folder = try arguments.single("output folder")
        let list = (arguments.values["--scales"] ?? "1,2,4,8").split(separator: ",").map { Int($0) }
        guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else {
            throw UsageError(description: "--scales expects whole numbers above 0 separated by commas")
        }
        scales = list.compactMap { $0 }
        unit = try arguments.integer("--unit", default: 200)
        base = arguments.values["--base"] ?? Synthesizer.defaultBase
        options = try TimingOptions(arguments)
        command = arguments.trailing
    }

    func run() throws -> Int32 {
        let machine = Machine.current
        let synthesizer = Synthesizer(base: base)
        let measured = command.isEmpty
            ? [Worker.path, Workload.parse.rawValue, "{dir}", "--threads", "{threads}"]
            : command
        if !options.json {
            Console.out("machine: \(machine.cpu), \(machine.cores) cores, load \(TextReport.loads(machine.loadAverage)); timing \(measured.joined(separator: " ")) at \(options.threads) threads\n")
        }
        var rows: [ScalingRow] = []
        for scale in scales {
            let directory = folder + "/x\(scale)"
            let corpus = try synthesizer.write(copies: scale * unit, into: directory)
            let arguments = TimeCommand.substitute(measured, directory: directory, threads: options.threads)
            let measurement = try options.timer.measure("scaling", threads: options.threads, arguments: arguments, corpus: corpus)
            let first = rows.first
            let ratio = first.map { measurement.medianSeconds / $0.measurement.medianSeconds } ?? 1
            let sizeRatio = Double(scale) / Double(first?.scale ?? scale)
            let row = ScalingRow(
                scale: scale, copies: scale * unit, corpus: corpus, measurement: measurement,
                timeRatio: ratio, linearity: ratio / sizeRatio)
            rows.append(row)
            if !options.json { Console.out(Self.line(row) + "\n") }
        }
        if options.json {
            try JSONReport.print(ScalingReport(
                machine: machine, measured: measured, base: base, threads: options.threads, copiesPerScale: unit, rows: rows))
        }
        return 0
    }

    private static func line(_ row: ScalingRow) -> String {
        let size = "\(row.corpus.files) files, \(TextReport.megabytes(row.corpus.bytes)), \(row.corpus.lines) lines"
        return TextReport.line(row.measurement, label: "\(row.scale)x") + "\n" + String(repeating: " ", count: 18) + size
            + "; time ratio \(format(row.timeRatio)), linearity \(format(row.linearity))"
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
