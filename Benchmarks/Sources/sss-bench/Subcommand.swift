import BenchCore
import Foundation

/// One word of `sss-bench`, such as `baseline`.
protocol Subcommand {
    static var name: String { get }
    /// The synopsis line and a short explanation, shown by `sss-bench help`.
    static var usage: String { get }
    init(_ words: [String]) throws(UsageError)
    /// Runs and returns the exit code.
    func run() throws -> Int32
}

/// `sss-bench-worker`, built next to this executable: the baseline starts it as a child process.
enum Worker {
    static var path: String {
        let own = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "sss-bench")
        return own.deletingLastPathComponent().appendingPathComponent("sss-bench-worker").path
    }
}

/// Settings shared by the subcommands that time things.
struct TimingOptions {
    static let valueOptions: Set<String> = ["--threads", "--runs", "--warmup"]
    static let flagOptions: Set<String> = ["--json"]

    /// The "all threads" count; 1 thread is always measured too.
    let threads: Int
    let timer: Timer
    let json: Bool

    init(_ arguments: Arguments) throws(UsageError) {
        threads = try arguments.integer("--threads", default: Machine.current.cores)
        timer = Timer(
            runs: try arguments.integer("--runs", default: 5),
            warmups: try arguments.integer("--warmup", default: 1, minimum: 0))
        json = arguments.has("--json")
    }

    /// 1, then `threads` when that is more.
    var threadCounts: [Int] {
        threads > 1 ? [1, threads] : [1]
    }
}

/// A subcommand's name, usage and launcher, kept without existential metatypes (calling a typed-throws
/// initialiser through one crashes the compiler).
struct SubcommandEntry {
    let name: String
    let usage: String
    let launch: ([String]) throws -> Int32

    init<Command: Subcommand>(_ type: Command.Type) {
        name = Command.name
        usage = Command.usage
        launch = { words in try Command(words).run() }
    }
}
