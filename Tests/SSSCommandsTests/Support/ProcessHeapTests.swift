import Foundation
import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

/// `sss lint`, which exits after its run, readies the heap for it; a lint inside a longer-lived process
/// (these tests, an editor plugin) leaves the heap alone.
struct ProcessHeapTests {
    @Test func theCommandLineRunGrowsItsHeapOnHugePagesWhereTheSystemOffersThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sss-heap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("final class LoginInteraction {}\n".utf8).write(to: root.appendingPathComponent("Login.swift"))
        let result = try BuiltProduct.run(["lint", ".", "--timings", "--threads", "1"], in: root)
        #expect(result.status == 0)
        let note = "heap: grown by 96 MiB at once, on huge pages"
        #if os(Linux)
        let modes = (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)) ?? "[never]"
        #expect(result.errorOutput.contains(note) == !modes.contains("[never]"))
        #else
        #expect(!result.errorOutput.contains(note))
        #endif
    }

    @Test func aRunInsideThisProcessLeavesTheHeapAlone() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: ["A.swift": "struct A {}\n"]))
        #expect(test.run("lint", "--timings") == .success)
        #expect(!test.errorOutput.text.contains("heap:"))
    }
}
