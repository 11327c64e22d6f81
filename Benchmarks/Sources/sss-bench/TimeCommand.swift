import BenchCore

/// `sss-bench command DIR -- CMD ARGS…`: times a whole external command, such as `sss lint DIR`, in turn
/// with the read floor of the same folder, and prints the ratios the speed targets are stated in.
struct TimeCommand: Subcommand {
    static let name = "command"
    static let usage = """
        command DIR [--threads N] [--runs N] [--warmup N] [--json] [--no-baseline] -- CMD ARGS... [-- CMD2 ARGS...]
            Time CMD end to end (its output is discarded) after the SwiftSyntax parse of DIR and in turn
            with its read floor and the processor probe, run by run, and compare.
            In ARGS, {dir} becomes DIR; when {threads} appears, CMD runs at 1 thread and at N, and N
            copies of its 1-thread run start at once too, to measure the machine's own speed-up.
            A second `--` starts CMD2, such as an earlier build, timed in the same rounds: each is
            checked against the targets, and CMD2's time is given as a ratio to CMD's.
        """

    let directory: String
    let options: TimingOptions
    let withBaseline: Bool
    let command: [String]
    /// A second command timed in the same rounds, to compare with `command`; empty when none.
    let other: [String]

    init(_ words: [String]) throws(UsageError) {
        let arguments = try Arguments(
            words, valueOptions: TimingOptions.valueOptions, flagOptions: TimingOptions.flagOptions.union(["--no-baseline"]))
        directory = try arguments.single("folder")
        options = try TimingOptions(arguments)
        withBaseline = !arguments.has("--no-baseline")
        let commands = arguments.trailing.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false).map(Array.init)
        command = commands[0]
        other = commands.count > 1 ? commands[1] : []
        guard !command.isEmpty else { throw UsageError(description: "name the command to time after --") }
        guard commands.count == 1 || !other.isEmpty else { throw UsageError(description: "name the second command after the second --") }
    }

    func run() throws -> Int32 {
        var session = try BenchSession(directory: directory, options: options)
        let compared = other.isEmpty ? [command] : [command, other]
        for words in compared { try checkStarts(words) }
        session.printHeader()
        let parse = withBaseline ? try session.measure(.parse) : []
        var labels = compared.map(Self.label(of:))
        if labels.count == 2 && labels[0] == labels[1] { labels[1] += " (2)" }
        var timed: [TimedCommand] = []
        for (words, label) in zip(compared, labels) {
            let threadCounts: [Int?] = words.contains { $0.contains("{threads}") } ? options.threadCounts : [nil]
            timed += threadCounts.map { threads in
                TimedCommand(
                    process: ChildProcess(arguments: Self.substitute(words, directory: directory, threads: threads)),
                    name: compared.count == 1 ? "command" : label, label: label, threads: threads)
            }
        }
        let measured = try session.measureInTurn(timed, withFloor: withBaseline)
        let baseline = parse + measured.floors
        var checks: [Check] = []
        var figures: [Figure] = []
        for label in labels {
            let mine = zip(timed, measured.commands).filter { $0.0.label == label }.map(\.1)
            let found = Checks.compare(command: mine, baseline: baseline, cores: options.threads)
            checks += compared.count == 1 ? found : found.map { $0.named("\(label): \($0.name)") }
        }
        if compared.count == 2 {
            figures += Comparison.figures(
                first: zip(timed, measured.commands).filter { $0.0.label == labels[0] }.map(\.1),
                second: zip(timed, measured.commands).filter { $0.0.label == labels[1] }.map(\.1),
                names: (labels[0], labels[1]))
        }
        figures += Ceiling.figures(command: measured.commands.filter { $0.name == timed.first?.name }, ceiling: measured.ceiling)
        figures += ProbeFigures.figures(commands: measured.commands, floors: measured.floors, probe: measured.probe)
        try session.finish(checks: checks, figures: figures)
        return 0
    }

    /// One untimed run before the long SwiftSyntax parse, so a command that cannot start or crashes
    /// stops the benchmark at once.
    private func checkStarts(_ words: [String]) throws(UsageError) {
        let run = try ChildProcess(arguments: Self.substitute(words, directory: directory, threads: options.threads)).run()
        if case .signaled(let signal) = run.status {
            throw UsageError(description: "\(words.joined(separator: " ")) was killed by signal \(signal)")
        }
    }

    /// The program's file name and its first argument, such as `sss lint`.
    private static func label(of command: [String]) -> String {
        let program = command.first?.split(separator: "/").last.map(String.init) ?? "command"
        let words = [program] + command.dropFirst().prefix(1).filter { !$0.hasPrefix("-") && !$0.contains("{") }
        return String(words.joined(separator: " ").prefix(15))
    }

    /// Replaces `{dir}` and `{threads}` in every argument.
    static func substitute(_ command: [String], directory: String, threads: Int?) -> [String] {
        command.map { word in
            var word = word.replacingOccurrences(of: "{dir}", with: directory)
            if let threads { word = word.replacingOccurrences(of: "{threads}", with: "\(threads)") }
            return word
        }
    }
}
