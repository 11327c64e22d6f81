import Testing
import SSSCore
import SSSTestSupport

/// A diagnostic on a very long line prints a window of the line around its location, so many
/// diagnostics on one huge line stay cheap to print.
struct LongLineExcerptTests {
    private func printed(_ text: String, offset: Int, length: Int) -> String {
        let file = SourceFile(path: "Long.yml", text: text)
        return DiagnosticPrinter().render(.error("here", at: SourceLocation(file: file, offset: offset, length: length)))
    }

    @Test func cutsBothEndsAroundTheCaret() {
        #expect(printed(String(repeating: "a", count: 300), offset: 150, length: 3) == """
            Long.yml:1:151: error: here
            ...\(String(repeating: "a", count: 160))...
            \(String(repeating: " ", count: 3 + 53))^~~

            """)
    }

    @Test func showsTheEndOfTheLineForACaretAtItsEnd() {
        #expect(printed(String(repeating: "a", count: 300) + "\nb", offset: 300, length: 0) == """
            Long.yml:1:301: error: here
            ...\(String(repeating: "a", count: 160))
            \(String(repeating: " ", count: 3 + 160))^

            """)
    }

    @Test func neverCutsACharacterInHalf() {
        #expect(printed(String(repeating: "é", count: 200), offset: 200, length: 2) == """
            Long.yml:1:201: error: here
            ...\(String(repeating: "é", count: 80))...
            \(String(repeating: " ", count: 3 + 27))^

            """)
    }

    @Test func keepsLinesUpToTheLimitWhole() {
        let line = String(repeating: "a", count: 160)
        #expect(printed(line, offset: 159, length: 1) == "Long.yml:1:160: error: here\n\(line)\n\(String(repeating: " ", count: 159))^\n")
    }

    @Test func keepsTheCaretInsideALongRunOfStrayContinuationBytes() {
        let file = SourceFile(path: "Long.yml", bytes: Array(repeating: 0x80, count: 300))
        let printed = DiagnosticPrinter().render(.error("here", at: SourceLocation(file: file, offset: 100, length: 1)))
        #expect(printed == """
            Long.yml:1:101: error: here
            ...\(String(repeating: "\u{FFFD}", count: 160))...
            \(String(repeating: " ", count: 3 + 56))^

            """)
    }

    @Test func countsEachInvalidByteAsOneColumnOfTheMarker() {
        let file = SourceFile(path: "Short.yml", bytes: [0xFF, 0xBF, 0x41, 0x42])
        let printed = DiagnosticPrinter().render(.error("here", at: SourceLocation(file: file, offset: 2, length: 2)))
        #expect(printed == "Short.yml:1:3: error: here\n\u{FFFD}\u{FFFD}AB\n  ^~\n")
    }
}
