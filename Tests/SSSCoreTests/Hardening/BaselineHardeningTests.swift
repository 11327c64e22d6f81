import Testing
import SSSCore
import SSSTestSupport

/// A baseline file is user input: whatever it holds gives a baseline or clean diagnostics.
struct BaselineHardeningTests {
    /// Found while writing the `baseline` fuzz target and confirmed with it: two entries for the same
    /// finding whose counts add up past `Int.max` trapped on the overflow.
    @Test func reportsCountsThatAddUpPastTheLargestInteger() {
        let entry = #"{"file": "A.swift", "declaration": "A", "rule": "final_component", "count": 9223372036854775807}"#
        let text = #"{"version": 1, "entries": ["# + entry + ", " + entry + "]}"
        // The second entry starts after 27 + L + 2 bytes (L = entry length); its count 20 bytes before its end.
        let column = 27 + entry.utf8.count + 2 + entry.utf8.count - 20 + 1
        do {
            _ = try BaselineReader.decode(SourceFile(path: "b.json", text: text))
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticPrinter(showsSource: false).render(error.diagnostics) == """
                b.json:1:\(column): error: the counts for file 'A.swift', declaration 'A' and rule \
                'final_component' add up to more than 9223372036854775807

                """)
        }
    }
}
