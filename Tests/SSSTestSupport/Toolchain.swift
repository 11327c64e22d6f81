import Foundation

/// Finds the Swift compiler of the toolchain running the tests and runs it.
package enum Toolchain {
    /// The command that starts `swiftc`: `xcrun swiftc` on macOS; elsewhere the `swiftc` next to the
    /// Swift runtime this process runs on, or else the first one on `PATH`.
    package static func swiftc() throws -> [String] {
        #if os(macOS)
        return ["/usr/bin/xcrun", "swiftc"]
        #else
        if let compiler = compilerBesideRuntime() ?? compilerOnPath() {
            return [compiler]
        }
        throw SwiftTypeChecker.SetupError(description: "No swiftc found next to the Swift runtime or on PATH")
        #endif
    }

    /// The command that starts the `swift` driver of the same toolchain, for `swift build` and
    /// `swift test`: `xcrun swift` on macOS, elsewhere the `swift` beside `swiftc`.
    package static func swift() throws -> [String] {
        #if os(macOS)
        return ["/usr/bin/xcrun", "swift"]
        #else
        guard let path = try swiftc().first else {
            throw SwiftTypeChecker.SetupError(description: "No swiftc found")
        }
        let driver = String(path.dropLast("swiftc".count)) + "swift"
        guard FileManager.default.isExecutableFile(atPath: driver) else {
            throw SwiftTypeChecker.SetupError(description: "No swift driver beside \(path)")
        }
        return [driver]
        #endif
    }

    /// Search paths that make `import XCTest` work; on Linux the toolchain finds XCTest by itself.
    package static func xctestFlags() throws -> [String] {
        #if os(macOS)
        let result = try run(["/usr/bin/xcrun", "--show-sdk-platform-path"])
        let platform = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !platform.isEmpty else {
            throw SwiftTypeChecker.SetupError(description: "xcrun cannot find the platform folder: \(result.output)")
        }
        return ["-F", platform + "/Developer/Library/Frameworks", "-I", platform + "/Developer/usr/lib"]
        #else
        return []
        #endif
    }

    /// Runs `command` (executable path or `xcrun` first) and returns its status with stdout and stderr merged.
    package static func run(_ command: [String]) throws -> (status: Int32, output: String) {
        guard let executable = command.first else {
            throw SwiftTypeChecker.SetupError(description: "empty command")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// `…/usr/bin/swiftc` for a runtime loaded from `…/usr/lib/swift/linux/libswiftCore.so`.
    private static func compilerBesideRuntime() -> String? {
        guard let maps = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() else { return nil }
        let runtimeSuffix = "/lib/swift/linux/libswiftCore.so"
        for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
            guard let start = line.firstIndex(of: "/"), line.hasSuffix(runtimeSuffix) else { continue }
            let usr = line[start...].dropLast(runtimeSuffix.count)
            let compiler = usr + "/bin/swiftc"
            if FileManager.default.isExecutableFile(atPath: String(compiler)) {
                return String(compiler)
            }
        }
        return nil
    }

    private static func compilerOnPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":")
            .map { $0 + "/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
