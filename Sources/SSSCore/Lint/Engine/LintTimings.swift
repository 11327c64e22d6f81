/// How long the phases of one lint run took, in nanoseconds, for `sss lint --timings` and the benchmark.
///
/// The phases run one after another and are wall-clock times. The first pass (``lintFiles``) runs on
/// several threads; its parts (``read``, ``lex``, ``scan``, ``fileRules``) are the time spent in each
/// file, added up over all threads, so with 2 threads they can add up to twice the pass.
public struct LintTimings: Sendable, Equatable {
    /// Loading the configuration and walking the folders for Swift files.
    public var collect: UInt64 = 0
    /// The first pass over every file: read, lex, scan, and the rules that look at one file.
    public var lintFiles: UInt64 = 0
    public var read: UInt64 = 0
    public var lex: UInt64 = 0
    public var scan: UInt64 = 0
    /// The rules that look at one file, and keeping the file's summary.
    public var fileRules: UInt64 = 0
    /// Building the index of the whole codebase.
    public var index: UInt64 = 0
    /// The rules that look across files.
    public var codebaseRules: UInt64 = 0
    /// Applying suppression comments and putting the findings in order.
    public var suppressions: UInt64 = 0
    /// Baselines, reporters and the summary.
    public var report: UInt64 = 0
    /// From the start of the lint command to its end (the process's start-up excluded).
    public var total: UInt64 = 0
    public var threads = 1
    public var files = 0
    public var bytes = 0

    public init() {}

    /// The phases by name, in the order they run; the first pass's parts follow it, indented by a flag.
    public var phases: [(name: String, nanoseconds: UInt64, isPart: Bool)] {
        [
            ("collect", collect, false), ("lint-files", lintFiles, false), ("read", read, true), ("lex", lex, true),
            ("scan", scan, true), ("file-rules", fileRules, true), ("index", index, false),
            ("codebase-rules", codebaseRules, false), ("suppressions", suppressions, false), ("report", report, false),
            ("total", total, false),
        ]
    }

    /// The table `--timings` prints: a header line, then one phase per line as `name seconds`.
    public var table: String {
        let megabytes = Double(bytes) / 1e6
        var text = "timings: \(files) files, \(Self.decimal(megabytes, places: 1)) MB, \(threads) thread\(threads == 1 ? "" : "s");"
            + " seconds, the indented parts summed over threads\n"
        for phase in phases {
            let name = (phase.isPart ? "    " : "  ") + phase.name
            text += name + String(repeating: " ", count: max(1, 20 - name.count))
                + Self.decimal(Double(phase.nanoseconds) / 1e9, places: 4) + "\n"
        }
        return text
    }

    /// `value` with exactly `places` decimals, without Foundation's formatting.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((max(0, value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        guard places > 0 else { return String(whole) }
        return String(whole) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}

/// Measures consecutive stretches of time: each ``next()`` returns the time since the previous one.
struct Lap {
    private var start = MonotonicClock.now

    mutating func next() -> UInt64 {
        let end = MonotonicClock.now
        defer { start = end }
        return end > start ? end - start : 0
    }
}

/// The time one file spent in each part of the first pass, and its size.
struct FileDurations: Sendable {
    var read: UInt64 = 0
    var lex: UInt64 = 0
    var scan: UInt64 = 0
    var fileRules: UInt64 = 0
    var bytes = 0
}

extension LintTimings {
    mutating func add(_ file: FileDurations) {
        read += file.read
        lex += file.lex
        scan += file.scan
        fileRules += file.fileRules
        bytes += file.bytes
    }
}
