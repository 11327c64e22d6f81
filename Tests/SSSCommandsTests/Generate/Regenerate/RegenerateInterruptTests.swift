import Foundation
import Testing
import SSSTestSupport

/// Ctrl-C and `kill` sent to a real `sss generate` while it writes: the folder is left as it was
/// before the run or as the run leaves it, never in between, and the run says which.
struct RegenerateInterruptTests {
    static let featureCount = 150

    /// When the signal is sent.
    enum Moment: Sendable, CustomStringConvertible {
        /// Once the run holds the folder's lock: it is comparing files, or writing them.
        case locked
        /// Once a temporary file shows the run is writing.
        case writing

        var description: String { self == .locked ? "locked" : "writing" }
    }

    /// Features that need no other, so many files are written; `extra` adds a line to each renderable.
    private func writeSpecs(into folder: RegenerateFolder, extra: String) throws {
        for index in 0..<Self.featureCount {
            try folder.write("""
                feature: F\(index)
                renderables:
                  R\(index):
                    title: String\(extra)
                interactions:
                  I\(index):
                    renders: [R\(index)]
                    events: [didTap]

                """, to: "specs/F\(index).sss.yml")
        }
    }

    private var arguments: [String] {
        ["generate"] + (0..<Self.featureCount).map { "specs/F\($0).sss.yml" } + ["--output", "App"]
    }

    /// A folder with the specs generated once, then changed so that the next run updates files.
    private func preparedFolder() throws -> RegenerateFolder {
        let folder = try RegenerateFolder()
        try writeSpecs(into: folder, extra: "")
        let first = try folder.sss(arguments)
        #expect(first.status == 0, "\(first.errorOutput)")
        try writeSpecs(into: folder, extra: "\n    subtitle: String")
        return folder
    }

    /// Whether the run has come to `moment` in `folder`.
    private func hasCome(to moment: Moment, in folder: RegenerateFolder) -> Bool {
        let output = folder.root.appendingPathComponent("App")
        switch moment {
        case .locked:
            return FileManager.default.fileExists(atPath: output.appendingPathComponent(".sss-generate.lock").path)
        case .writing:
            let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            return names.contains { $0.contains(".sss-new-") }
        }
    }

    /// Starts the run, sends `signal` at `moment` (or once the run is over), and returns how it
    /// ended and what it printed on standard error.
    private func interruptedRun(in folder: RegenerateFolder, signal: Int32, at moment: Moment) throws -> (reason: Process.TerminationReason, status: Int32, errors: String) {
        let process = Process()
        process.executableURL = BuiltProduct.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder.root
        process.environment = ["NO_COLOR": "1"]
        let errorFile = folder.root.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let errors = try FileHandle(forWritingTo: errorFile)
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try withSignalsUnblocked([signal]) { try process.run() }
        while process.isRunning && !hasCome(to: moment, in: folder) {
            usleep(200)
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        try errors.close()
        let text = try String(contentsOf: errorFile, encoding: .utf8)
        try FileManager.default.removeItem(at: errorFile)
        return (process.terminationReason, process.terminationStatus, text)
    }

    /// Runs `body` with `signals` unblocked on this thread, so a process it starts inherits them
    /// unblocked, as from a shell: the test runner's threads block signals.
    private func withSignalsUnblocked(_ signals: [Int32], _ body: () throws -> Void) rethrows {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &set, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try body()
    }

    @Test(arguments: [(SIGINT, Moment.locked), (SIGTERM, .writing), (SIGINT, .writing)])
    func anInterruptedRunLeavesTheFolderBeforeOrAfterAndSaysWhich(signal: Int32, moment: Moment) throws {
        let folder = try preparedFolder()
        defer { folder.remove() }
        let before = try folder.snapshot("App")
        let reference = try preparedFolder()
        defer { reference.remove() }
        #expect(try reference.sss(arguments).status == 0)
        let after = try reference.snapshot("App")
        #expect(before != after)

        let run = try interruptedRun(in: folder, signal: signal, at: moment)
        let state = try folder.snapshot("App")
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        switch (run.reason, run.errors) {
        case (.uncaughtSignal, "error: interrupted by \(name); nothing was written, the folders are as they were\n"):
            #expect(run.status == signal)
            #expect(state == before)
        case (.uncaughtSignal, "error: interrupted by \(name) after every file was written; the folders are as this run leaves them\n"):
            #expect(run.status == signal)
            #expect(state == after)
        case (.exit, ""):
            // The run had finished before the signal was sent.
            #expect(run.status == 0)
            #expect(state == after)
        default:
            Issue.record("unexpected end: \(run.reason.rawValue) \(run.status), \(run.errors)")
        }
        #expect(!state.keys.contains { $0.contains(".sss-new") || $0.contains(".sss-backup") || $0.hasSuffix(".lock") })
    }
}
