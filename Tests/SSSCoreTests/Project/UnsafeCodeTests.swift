import Foundation
import Testing
import SSSTestSupport

/// SSSCore changes nothing that belongs to the whole process, keeps Swift's exclusivity checks, and
/// says why each type it shares between threads unchecked is safe to share.
struct UnsafeCodeTests {
    @Test func theCoreHoldsNoProcessSettingsNoUncheckedAccessAndExplainsEachUncheckedSendable() throws {
        let violations = try UnsafeCodeCheck.violations(under: Repository.url("Sources/SSSCore"))
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test func eachBreachIsReportedWithItsPlaceAndCommentsAndStringsDoNotCount() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sss-unsafe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let text = """
            // mallopt(1, 2), signal(SIGINT, handler) and @exclusivity(unchecked) in a comment do not count.
            let note = "sbrk(0) _modify { }"
            final class Box: @unchecked Sendable {
                @exclusivity(unchecked) var value = 0
                var wrapped: Int {
                    get { value }
                    _modify { yield &value }
                }
                func tune() {
                    _ = mallopt(1, 2)
                    signal(SIGINT, SIG_IGN)
                    var action = sigaction()
                    let signal = 2
                    _ = signal
                }
            }
            /// Holds a pointer.
            ///
            /// Sendable because nothing writes through it after `init`.
            final class Table: @unchecked Sendable {}
            final class Queue: @unchecked Sendable {
                // Sendable because every access holds the lock.
            }
            private final class Bare<T>: @unchecked Sendable {
                // Safe to share.
            }
            """
        try Data(text.utf8).write(to: root.appendingPathComponent("Box.swift"))
        let found = try UnsafeCodeCheck.violations(under: root)
        #expect(found == [
            "Box.swift:3:18: @unchecked Sendable without a comment that says why: 'Sendable because …'",
            "Box.swift:4:5: @exclusivity skips the exclusivity check",
            "Box.swift:7:9: a _modify accessor",
            "Box.swift:10:13: 'mallopt' changes the whole process; a library must not",
            "Box.swift:11:9: 'signal' changes the whole process; a library must not",
            "Box.swift:12:22: 'sigaction' changes the whole process; a library must not",
            "Box.swift:24:30: @unchecked Sendable without a comment that says why: 'Sendable because …'",
        ], "\(found.joined(separator: "\n"))")
    }

    /// Code that differs between platforms goes untested on the one CI does not run: a platform `#if`
    /// in the libraries may only choose which C library module to import, and which lane tests
    /// ``ByteLanes`` names. The SSE2 lane tests are the one body of code under an `#if` (of the
    /// processor): CI runs on x86-64, where they are tested, and the tests also hold the plain Swift
    /// ones, which other processors run, to the same answers there. The built-in templates are text
    /// in string literals, not code of the library: the `#if` that guards generated previews is left
    /// to them. (The executable's `main.swift` sets glibc's allocator up on Linux, where the
    /// executable's tests run it.)
    @Test func platformConditionsOnlyChooseTheCLibraryOrTheLaneTests() throws {
        var found: [String] = []
        let libraries = Repository.files(under: "Sources/SSSCore", suffix: ".swift") + Repository.files(under: "Sources/SSSCommands", suffix: ".swift")
        for file in libraries where !file.path.contains("/Generate/Builtin/") && file.lastPathComponent != "SSE2ByteLanes.swift" {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            var inPlatformBlock = false
            for (number, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("#if "), text.contains("canImport(") || text.contains("os(") || text.contains("arch(") {
                    inPlatformBlock = true
                } else if text == "#endif" {
                    inPlatformBlock = false
                } else if inPlatformBlock, !(text.hasPrefix("#elseif ") || text == "#else" || text.hasPrefix("import ")
                    || text.hasPrefix("typealias ByteLanes = "))
                {
                    found.append("\(file.lastPathComponent):\(number + 1): \(text)")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
