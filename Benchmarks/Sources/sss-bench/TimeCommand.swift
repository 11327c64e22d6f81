import BenchCore

/// `sss-bench command DIR -- CMD ARGS…`: times a whole external command, such as `sss lint DIR`, in turn
/// with the read floor of the same folder, and prints the ratios the speed targets are stated in.
struct TimeCommand: Subcommand {
    static let name = "command"
    static let usage = """
        command DIR [--threads N] [--runs N] [--warmup N] [--json] [--no-baseline] -- CMD ARGS...
            Time CMD end to end (its output is discarded) after the SwiftSyntax parse of DIR and in turn
            with its read floor, run by run, and compare.
            In ARGS, {dir} becomes DIR; when {threads} appears, CMD runs at 1 thread and at N, and N
            copies of its 1-thread run start at once too, to measure the machine's own speed-up.
        """

    let directory: String
    let options: TimingOptions
    let withBaseline: Bool
    let command: [String]

    init(_ words: [String]) throws(UsageError) {
        let arguments = try Arguments(
            words, valueOptions: TimingOptions.valueOptions, flagOptions: TimingOptions.flagOptions.union(["--no-baseline"]))
        directory = try arguments.single("folder")
        options = try TimingOptions(arguments)
        withBaseline = !arguments.has("--no-baseline")
        command = arguments.trailing
        guard !command.isEmpty else { throw UsageError(description: "name the command to time after --") }
    }

    func run() throws -> Int32 {
        var session = try BenchSession(directory: directory, options: options)
        try checkCommandStarts()
        session.printHeader()
        let parse = withBaseline ? try session.measure(.parse) : []
        let threadCounts: [Int?] = command.contains { $0.contains("{threads}") } ? options.threadCounts : [nil]
        let commands = threadCounts.map { threads in
            TimedCommand(
                process: ChildProcess(arguments: Self.substitute(command, directory: directory, threads: threads)),
                name: "command", label: label, threads: threads)
        }
        let measured = try session.measureInTurn(commands, withFloor: withBaseline)
        try session.finish(
            checks: Checks.compare(command: measured.commands, baseline: parse + measured.floors, cores: options.threads),
            figures: Ceiling.figures(command: measured.commands, ceiling: measured.ceiling))
        return 0
    }

    /// One untimed run before the long SwiftSyntax parse, so a command that cannot start or crashes
    /// stops the benchmark at once.
    private func checkCommandStarts() throws(UsageError) {
        let run = try ChildProcess(arguments: Self.substitute(command, directory: directory, threads: options.threads)).run()
        if case .signaled(let signal) = run.status {
            throw UsageError(description: "\(command.joined(separator: " ")) was killed by signal \(signal)")
        }
    }

    /// The program's file name and its first argument, such as `sss lint`.
    private var label: String {
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
