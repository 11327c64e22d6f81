import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

struct LintTimingsTests {
    @Test func printsEveryPhaseInSecondsWithItsFirstPassPartsIndented() {
        var timings = LintTimings()
        timings.threads = 2
        timings.files = 3
        timings.bytes = 1_250_000
        timings.collect = 1_000_000
        timings.lintFiles = 250_000_000
        timings.read = 20_000_000
        timings.lex = 300_000_000
        timings.scan = 120_000_000
        timings.fileRules = 60_000_000
        timings.index = 4_500_000
        timings.codebaseRules = 12_345_678
        timings.suppressions = 50_000
        timings.report = 2_000_000
        timings.total = 270_000_000
        #expect(timings.table == """
            timings: 3 files, 1.3 MB, 2 threads; seconds, the indented parts summed over threads
              collect           0.0010
              lint-files        0.2500
                read            0.0200
                lex             0.3000
                scan            0.1200
                file-rules      0.0600
              index             0.0045
              codebase-rules    0.0123
              suppressions      0.0001
              report            0.0020
              total             0.2700

            """)
    }

    @Test func writesDecimalsWithTheirPlaces() {
        #expect(LintTimings.decimal(0, places: 4) == "0.0000")
        #expect(LintTimings.decimal(12.5, places: 1) == "12.5")
        #expect(LintTimings.decimal(0.00049, places: 3) == "0.000")
        #expect(LintTimings.decimal(3.99996, places: 4) == "4.0000")
        #expect(LintTimings.decimal(7, places: 0) == "7")
    }

    @Test func theLintCommandPrintsTheTableAfterTheSummaryWhenAsked() {
        let files = ["A.swift": "final class A {}\n", "B.swift": "struct B {}\n"]
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("lint", "--timings", "--threads", "1") == .success)
        let lines = test.errorOutput.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Found 0 violations, 0 serious in 2 files.")
        #expect(lines.dropFirst().first == "timings: 2 files, 0.0 MB, 1 thread; seconds, the indented parts summed over threads")
        let names = lines.dropFirst(2).map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == ["collect", "lint-files", "read", "lex", "scan", "file-rules", "index", "codebase-rules",
                          "suppressions", "report", "total"])
    }

    @Test func theTimingsOptionStaysOutOfTheHelpPage() {
        let test = TestContext()
        #expect(test.run("help", "lint") == .success)
        #expect(!test.output.text.contains("timings"))
        #expect(test.output.text.contains("--threads <count>"))
    }
}
