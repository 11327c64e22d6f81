import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// Every number the command line takes is checked against its range before any work starts, however
/// large, small or malformed it is.
struct NumericInputTests {
    static let outOfRange = ["9223372036854775807", "1000000000000", "99999999999999999999", "1025", "0", "-1", "-9223372036854775808"]
    static let malformed = ["", "two", "1.5", "0x10", " 2"]

    @Test(arguments: ["lint", "baseline"], outOfRange + malformed)
    func threadCountsOutsideTheRangeAreUsageErrors(_ command: String, _ value: String) {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: ["A.swift": "final class A {}\n"]))
        let arguments = command == "lint" ? ["lint", "--threads=\(value)"] : ["baseline", "prune", "base.json", "--threads=\(value)"]
        #expect(test.run(arguments) == .failure)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text.hasPrefix("error: --threads must be a whole number between 1 and 1024, found '\(value)'\n"))
    }

    @Test(arguments: ["1", "1024", "+2"])
    func threadCountsWithinTheRangeAreTaken(_ value: String) {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: ["A.swift": "final class A {}\n"]))
        #expect(test.run("lint", "-j", value) == .success)
        #expect(test.errorOutput.text == "Found 0 violations, 0 serious in 1 file.\n")
    }

    /// The built program ends with a usage error, not a crash, on the largest numbers.
    @Test(arguments: ["9223372036854775807", "1000000000000", "-1"])
    func theProgramRefusesHugeThreadCounts(_ value: String) throws {
        let result = try BuiltProduct.run(["lint", "--threads=\(value)", "--quiet", Repository.url("Examples/Legacy").path])
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("error: --threads must be a whole number between 1 and 1024, found '\(value)'"))
    }
}
