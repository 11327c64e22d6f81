/// `sss-bench run-once read|parse DIR [--threads N]`: does one workload once and prints its tally.
/// The baseline starts this as a child process, so each run has its own peak RSS and start-up cost,
/// exactly like the external command it is compared with.
struct RunOnceCommand: Subcommand {
    static let name = "run-once"
    static let usage = """
        run-once read|parse DIR [--threads N]
            Read (or read and parse with SwiftSyntax) every .swift file under DIR once and print a tally.
        """

    let workload: Workload
    let directory: String
    let threads: Int

    init(_ words: [String]) throws(UsageError) {
        let arguments = try Arguments(words, valueOptions: ["--threads"], flagOptions: [])
        guard arguments.positionals.count == 2, let workload = Workload(rawValue: arguments.positionals[0]) else {
            throw UsageError(description: "expected read or parse, then a folder")
        }
        self.workload = workload
        directory = arguments.positionals[1]
        threads = try arguments.integer("--threads", default: 1)
    }

    func run() throws -> Int32 {
        let files = try SourceFiles.find(under: directory)
        let tally = workload.run(on: files, threads: threads)
        Console.out("files \(tally.files) unreadable \(tally.unreadable) bytes \(tally.bytes) parse-errors \(tally.parseErrors) checksum \(tally.checksum)\n")
        return 0
    }
}
