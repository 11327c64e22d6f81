#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every fuzz target shares: turning libFuzzer's bytes into a file, and checking that a
/// failure is a clean diagnostic.
///
/// This file is compiled into the same module as SSSCore's sources, so targets can reach internal API.
enum FuzzInput {
    /// The bytes libFuzzer hands over, as a file named `path`.
    static func file(_ data: UnsafePointer<UInt8>, _ size: Int, path: String) -> SourceFile {
        SourceFile(path: path, bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    }

    /// Checks that `error` says something and points inside its file, then prints it the way the
    /// command line would, so the printer sees every diagnostic the fuzzer provokes.
    static func expectClean(_ error: DiagnosticError) {
        require(!error.diagnostics.isEmpty, "an error without diagnostics")
        for diagnostic in error.diagnostics {
            expectInside(diagnostic)
            diagnostic.notes.forEach(expectInside)
        }
        _ = DiagnosticPrinter().render(error.diagnostics)
    }

    /// Checks that a location lies within its file. A one-byte location just past the last byte is
    /// allowed: that is where a message about a missing end points.
    static func expectInside(_ location: SourceLocation) {
        let count = location.file.bytes.count
        let end = location.offset + location.length
        require(location.offset >= 0 && location.offset <= count, "offset \(location.offset) outside a file of \(count) bytes")
        require(end <= count || (location.offset == count && location.length <= 1), "range ends at \(end), past \(count) bytes")
    }

    /// Stops the run with a message when a promise of the code under test is broken, so libFuzzer
    /// records the input as a crash.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        var text = "fuzz check failed: \(message())\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        abort()
    }

    private static func expectInside(_ diagnostic: Diagnostic) {
        require(!diagnostic.message.isEmpty, "a diagnostic without a message")
        if let location = diagnostic.location { expectInside(location) }
    }
}
