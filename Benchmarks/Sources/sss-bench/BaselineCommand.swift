import BenchCore

/// `sss-bench baseline DIR`: the read floor and the SwiftSyntax parse, at 1 thread and at all.
struct BaselineCommand: Subcommand {
    static let name = "baseline"
    static let usage = """
        baseline DIR [--threads N] [--runs N] [--warmup N] [--json]
            Time reading every .swift file under DIR (the floor) and parsing each with SwiftSyntax,
            at 1 thread and at N (default: all cores).
        """

    let directory: String
    let options: TimingOptions

    init(_ words: [String]) throws(UsageError) {
        let arguments = try Arguments(words, valueOptions: TimingOptions.valueOptions, flagOptions: TimingOptions.flagOptions)
        directory = try arguments.single("folder")
        options = try TimingOptions(arguments)
    }

    func run() throws -> Int32 {
        var session = try BenchSession(directory: directory, options: options)
        session.printHeader()
        _ = try session.measureBaseline()
        try session.finish(checks: [])
        return 0
    }
}
