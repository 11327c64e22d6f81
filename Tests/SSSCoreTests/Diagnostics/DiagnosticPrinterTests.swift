import Testing
import SSSCore
import SSSTestSupport

struct DiagnosticPrinterTests {
    let file = SourceFile(path: "Feature.sss.yml", text: "feature: Demo\ninteractons:\n  Main: {}\n")

    @Test func printsLocationMessageSourceLineAndCaret() {
        let diagnostic = Diagnostic.error(
            "unknown key 'interactons'; did you mean 'interactions'?",
            at: SourceLocation(file: file, offset: 14, length: 11)
        )
        #expect(DiagnosticPrinter().render(diagnostic) == """
            Feature.sss.yml:2:1: error: unknown key 'interactons'; did you mean 'interactions'?
            interactons:
            ^~~~~~~~~~~

            """)
    }

    @Test func alignsTheCaretAfterTabsAndMultiByteCharacters() {
        let source = SourceFile(path: "A.swift", text: "\t😀 x")
        let diagnostic = Diagnostic.warning("here", at: SourceLocation(file: source, offset: 6))
        #expect(DiagnosticPrinter().render(diagnostic) == "A.swift:1:7: warning: here\n\t😀 x\n\t  ^\n")
    }

    @Test func printsNotesAfterTheMainMessage() {
        let diagnostic = Diagnostic.error(
            "duplicate interaction 'Main'",
            at: SourceLocation(file: file, offset: 29, length: 4),
            notes: [.note("first declared here", at: SourceLocation(file: file, offset: 0, length: 7))]
        )
        #expect(DiagnosticPrinter(showsSource: false).render(diagnostic) == """
            Feature.sss.yml:3:3: error: duplicate interaction 'Main'
            Feature.sss.yml:1:1: note: first declared here

            """)
    }

    @Test func namesThePathWhenThereIsNoPosition() {
        let diagnostic = Diagnostic(.error, "cannot read file: Permission denied", path: "Locked.swift")
        #expect(DiagnosticPrinter().render(diagnostic) == "Locked.swift: error: cannot read file: Permission denied\n")
        #expect(DiagnosticPrinter().render(Diagnostic.error("no input")) == "error: no input\n")
    }

    @Test func coloursOnlyWhenAsked() {
        let plain = DiagnosticPrinter(useColor: false).render(Diagnostic.error("x"))
        let coloured = DiagnosticPrinter(useColor: true).render(Diagnostic.error("x"))
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;31merror: "))
    }
}
