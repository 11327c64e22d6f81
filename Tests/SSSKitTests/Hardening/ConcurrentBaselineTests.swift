import Foundation
import Testing

/// Two `sss lint --write-baseline` runs to one file at once both succeed, and the file holds the
/// baseline whole: each writes its own temporary file.
struct ConcurrentBaselineTests {
    @Test func twoProcessesWritingOneBaselineBothSucceed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-baselines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "class LoginInteraction: LoginInteracting {}\n".write(
            to: folder.appendingPathComponent("App/LoginInteraction.swift"), atomically: false, encoding: .utf8
        )
        let expected = try BuiltProduct.run(["lint", "App", "--write-baseline", "alone.json", "-q"], in: folder)
        #expect(expected.errorOutput.isEmpty)
        let baseline = try String(contentsOf: folder.appendingPathComponent("alone.json"), encoding: .utf8)
        for _ in 0..<10 {
            let runs = try (0..<2).map { _ -> (Process, Pipe) in
                let process = Process()
                process.executableURL = BuiltProduct.executable
                process.arguments = ["lint", "App", "--write-baseline", "shared.json", "-q"]
                process.currentDirectoryURL = folder
                let errors = Pipe()
                process.standardOutput = FileHandle.nullDevice
                process.standardError = errors
                try process.run()
                return (process, errors)
            }
            for (process, errors) in runs {
                let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == expected.status)
                #expect(text == "")
            }
            #expect(try String(contentsOf: folder.appendingPathComponent("shared.json"), encoding: .utf8) == baseline)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["App", "alone.json", "shared.json"])
    }
}
