import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct BaselineReaderTests {
    private func errors(_ text: String) -> String {
        do {
            _ = try BaselineReader.decode(SourceFile(path: "b.json", text: text))
            return "no error"
        } catch {
            return DiagnosticPrinter(showsSource: false).render(error.diagnostics)
        }
    }

    @Test func readsWhatItWritesAndAddsUpRepeatedEntries() throws {
        let text = BaselineFixture.baseline
        let baseline = try BaselineReader.decode(SourceFile(path: "b.json", text: text))
        #expect(baseline.encoded() == text)
        #expect(baseline.findingCount == 6)
        let twice = """
            {"entries": [
              {"file": "A.swift", "declaration": "", "rule": "final_component", "count": 1},
              {"count": 2, "rule": "final_component", "declaration": "", "file": "A.swift"}
            ], "version": 1}
            """
        let summed = try BaselineReader.decode(SourceFile(path: "b.json", text: twice))
        #expect(summed.counts == [Baseline.Key(file: "A.swift", declaration: "", rule: "final_component"): 3])
    }

    @Test func reportsEveryShapeProblemWhereItIs() {
        let text = """
            {
              "version": 2,
              "entires": [],
              "entries": [
                {"file": "", "declaration": 3, "rule": "a", "count": 1.5, "extra": true},
                4,
                {"file": "A.swift", "rule": "a", "count": 0}
              ]
            }
            """
        #expect(errors(text) == """
            b.json:2:14: error: unsupported baseline version 2; this sss reads version 1
            b.json:3:3: error: unknown key 'entires' in the baseline; did you mean 'entries'?
            b.json:5:14: error: 'file' must be a non-empty string, found ''
            b.json:5:33: error: 'declaration' must be a string, found 3
            b.json:5:58: error: 'count' must be a whole number of at least 1, found 1.5
            b.json:5:63: error: unknown key 'extra' in an entry
            b.json:6:5: error: an entry must be a JSON object with the keys 'file', 'declaration', 'rule', 'count'
            b.json:7:5: error: missing key 'declaration' in an entry
            b.json:7:47: error: 'count' must be a whole number of at least 1, found 0

            """)
    }

    /// Counts are bounded: beyond the largest whole number, below 1, or adding up past it, they are errors.
    @Test func reportsCountsOutOfRange() {
        let text = """
            {"version": 1, "entries": [
              {"file": "A.swift", "declaration": "", "rule": "a", "count": 99999999999999999999},
              {"file": "A.swift", "declaration": "", "rule": "b", "count": -1},
              {"file": "A.swift", "declaration": "", "rule": "c", "count": -9223372036854775808},
              {"file": "A.swift", "declaration": "", "rule": "d", "count": 9223372036854775807},
              {"file": "A.swift", "declaration": "", "rule": "d", "count": 1}
            ]}
            """
        #expect(errors(text) == """
            b.json:2:64: error: 'count' must be a whole number of at least 1, found 99999999999999999999
            b.json:3:64: error: 'count' must be a whole number of at least 1, found -1
            b.json:4:64: error: 'count' must be a whole number of at least 1, found -9223372036854775808
            b.json:6:64: error: the counts for file 'A.swift', declaration '' and rule 'd' add up to more than 9223372036854775807

            """)
    }

    @Test func reportsJSONSyntaxErrorsWithTheLineAndACaret() {
        let test = TestContext(fileSystem: BaselineFixture.fileSystem(baseline: "{\n  \"version\": 1,\n  \"entries\": [}\n"))
        #expect(test.run("lint", "--baseline", "sss-baseline.json") == .failure)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == """
            sss-baseline.json:3:15: error: expected a value (an object, array, string, number, true, false or null)
              "entries": [}
                          ^

            """)
    }

    @Test func rejectsAnythingButAnObject() {
        #expect(errors("[]") == "b.json:1:1: error: the baseline must be a JSON object with the keys 'version', 'entries'\n")
        #expect(errors("") == "b.json:1:1: error: expected a value, found the end of the file\n")
    }
}
