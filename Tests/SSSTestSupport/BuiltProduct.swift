import Foundation

/// Runs the built `sss` executable as a separate process.
package enum BuiltProduct {
    package struct Result {
        package let status: Int32
        package let output: String
        package let errorOutput: String
    }

    /// The folder holding the products of the current build (next to the test bundle).
    package static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    package static var executable: URL { productsDirectory.appendingPathComponent("sss") }

    /// Runs `executable` (the built `sss` by default) with `arguments` in `directory`.
    package static func run(
        _ arguments: [String],
        executable: URL = BuiltProduct.executable,
        in directory: URL? = nil,
        environment: [String: String]? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sss-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errorOutput = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = errorOutput
        process.standardInput = FileHandle.nullDevice
        try start(process)
        process.waitUntilExit()
        try output.close()
        try errorOutput.close()
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errorOutput: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    /// Starts `process`, retrying briefly when the executable was just copied and another test's
    /// fork still holds it open for writing ("Text file busy"), a race between parallel tests only.
    private static func start(_ process: Process) throws {
        var attempts = 0
        while true {
            do {
                try process.run()
                return
            } catch where attempts < 20 && isTextFileBusy(error) {
                attempts += 1
                usleep(50_000)
            }
        }
    }

    private static func isTextFileBusy(_ error: Error) -> Bool {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY) { return true }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(ETXTBSY)
        }
        return false
    }
}
