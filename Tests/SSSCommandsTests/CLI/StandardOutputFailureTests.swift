import Foundation
import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

/// Text that never reaches standard output (a full disk, a closed stream) is an error, not a success.
struct StandardOutputFailureTests {
    @Test func aFailedWriteEndsTheRunWithOneError() {
        let output = FailingSink(reason: "No space left on device")
        let errors = TextBuffer()
        let context = Context(output: output, errorOutput: errors, fileSystem: InMemoryFileSystem())
        #expect(CommandLineTool().run(["rules"], in: context) == .failure)
        #expect(errors.text == "error: cannot write to standard output: No space left on device\n")
        #expect(output.attempts >= 1)
    }

    @Test func theStreamRemembersItsFirstFailureAndDropsTheRest() throws {
        let readOnly = open("/dev/null", O_RDONLY)
        #expect(readOnly >= 0)
        defer { close(readOnly) }
        let stream = StandardStream(descriptor: readOnly)
        #expect(stream.failure == nil)
        stream.write("first\n")
        #expect(stream.failure == String(cString: strerror(EBADF)))
        stream.write("second\n")
        #expect(stream.failure == String(cString: strerror(EBADF)))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func theBuiltToolFailsWhenStandardOutputIsFull() throws {
        let process = Process()
        process.executableURL = BuiltProduct.executable
        process.arguments = ["rules"]
        let errors = Pipe()
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text == "error: cannot write to standard output: No space left on device\n")
    }
}

/// Standard output on a full disk: every write fails.
private final class FailingSink: TextSink {
    let reason: String
    private(set) var attempts = 0
    private(set) var failure: String?

    init(reason: String) {
        self.reason = reason
    }

    func write(_ text: String) {
        attempts += 1
        failure = reason
    }
}
