import BenchCore

/// `sss-bench synth OUT --scale K`: writes K copies of the synthetic base set.
struct SynthCommand: Subcommand {
    static let name = "synth"
    static let usage = """
        synth OUT --scale K [--base DIR]
            Write K copies of the hand-written base set (or of the .swift files in DIR) into OUT,
            with names made unique per copy.
        """

    let folder: String
    let copies: Int
    let synthesizer: Synthesizer

    init(_ words: [String]) throws(UsageError) {
        let arguments = try Arguments(words, valueOptions: ["--scale", "--base"], flagOptions: [])
        folder = try arguments.single("output folder")
        guard arguments.values["--scale"] != nil else { throw UsageError(description: "--scale K is required") }
        copies = try arguments.integer("--scale", default: 1)
        synthesizer = Synthesizer(base: arguments.values["--base"] ?? Synthesizer.defaultBase)
    }

    func run() throws -> Int32 {
        let size = try synthesizer.write(copies: copies, into: folder)
        Console.out("\(folder): \(size.files) files, \(TextReport.megabytes(size.bytes)), \(size.lines) lines\n")
        return 0
    }
}
