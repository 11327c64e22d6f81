#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchCore

/// How a timed child process ended.
enum ExitStatus: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// Decodes a `wait4` status word (the C macros WIFEXITED and friends are not visible to Swift).
    init(waitStatus status: Int32) {
        let signal = status & 0x7f
        self = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    var description: String {
        switch self {
        case .exited(let code): "exit \(code)"
        case .signaled(let signal): "signal \(signal)"
        }
    }
}

/// One timed run of a child process. Of several copies run at once (``ChildProcess/copies``), it holds
/// the largest peak and fault count, and the first exit status that differs from the first copy's.
struct ChildRun: Sendable {
    let seconds: Double
    /// The child's peak resident set size, as `wait4` reports it.
    let peakRSSBytes: Int
    /// This process's own peak when it started the child. Linux counts the memory a child had before
    /// `exec` (here: this process's) in the child's peak, so a child peak at or below this floor only
    /// says "at most this much".
    let floorRSSBytes: Int
    /// Page faults the child took without reading from disk: mostly the kernel mapping memory it touched
    /// for the first time, a few microseconds each on a virtual machine.
    let minorFaults: Int
    let status: ExitStatus
}

/// Starts a program with `posix_spawnp`, its standard output and error sent to /dev/null (or standard
/// error to `errorPath`, to read what it printed there), and waits for it; in `workingDirectory` when
/// given (the program's path must then be absolute).
struct ChildProcess {
    let arguments: [String]
    var errorPath: String?
    var workingDirectory: String?
    /// How many copies of the program start at once. More than one measures what the machine gives
    /// programs that share nothing but its processors and memory; the run's time is then the time the
    /// copies' combined rate needs for one run each: `copies / Σ(1 / each copy's time)`. A copy slowed
    /// by a busy neighbour so weighs as much as it held back, not as much as the last one to end.
    var copies = 1

    func run() throws(UsageError) -> ChildRun {
        guard let program = arguments.first else { throw UsageError(description: "no command to run") }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t = nil
        let environment = _NSGetEnviron().pointee
        #else
        var actions = posix_spawn_file_actions_t()
        let environment = environ
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        if let errorPath {
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        var own = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &own)
        #else
        getrusage(RUSAGE_SELF, &own)
        #endif
        // The child starts in the folder this process is in; it is moved there for the spawn, outside the
        // time measured, and back right after.
        let previousDirectory = open(".", O_RDONLY | O_DIRECTORY)
        defer { if previousDirectory >= 0 { close(previousDirectory) } }
        if let workingDirectory, chdir(workingDirectory) != 0 {
            throw UsageError(description: "cannot enter \(workingDirectory): \(String(cString: strerror(errno)))")
        }
        defer { if workingDirectory != nil, previousDirectory >= 0 { _ = fchdir(previousDirectory) } }
        let clock = ContinuousClock()
        let start = clock.now
        var children: [pid_t] = []
        for _ in 0..<max(1, copies) {
            var pid = pid_t()
            let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environment)
            guard spawned == 0 else {
                for child in children { Self.wait(for: child) }
                throw UsageError(description: "cannot start \(program): \(String(cString: strerror(spawned)))")
            }
            children.append(pid)
        }
        // Whichever copy ends first is waited for first, so each copy's time is its own.
        var ended: [(status: Int32, usage: rusage, seconds: Double)] = []
        var running = Set(children)
        while !running.isEmpty {
            var status: Int32 = 0
            var usage = rusage()
            let pid = children.count == 1 ? wait4(children[0], &status, 0, &usage) : wait4(-1, &status, 0, &usage)
            guard pid >= 0 else {
                guard errno == EINTR else { throw UsageError(description: "cannot wait for \(program)") }
                continue
            }
            guard running.remove(pid) != nil else { continue }
            let elapsed = start.duration(to: clock.now)
            ended.append((status, usage, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18))
        }
        let statuses = ended.map { ExitStatus(waitStatus: $0.status) }
        return ChildRun(
            seconds: Double(ended.count) / ended.reduce(0) { $0 + 1 / max($1.seconds, 1e-9) },
            peakRSSBytes: ended.map { Self.bytes(fromMaxRSS: Int($0.usage.ru_maxrss)) }.max() ?? 0,
            floorRSSBytes: Self.bytes(fromMaxRSS: Int(own.ru_maxrss)),
            minorFaults: ended.map { Int($0.usage.ru_minflt) }.max() ?? 0,
            status: statuses.first { $0 != statuses[0] } ?? statuses[0])
    }

    /// Waits for the child `pid` to end: its status word and what it used, or `nil` when it cannot.
    @discardableResult
    private static func wait(for pid: pid_t) -> (status: Int32, usage: rusage)? {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        return (status, usage)
    }

    /// Linux counts `ru_maxrss` in kibibytes, Darwin in bytes.
    static func bytes(fromMaxRSS value: Int) -> Int {
        #if os(Linux)
        value * 1024
        #else
        value
        #endif
    }
}
