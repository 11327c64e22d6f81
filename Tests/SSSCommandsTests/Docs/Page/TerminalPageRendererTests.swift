import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct TerminalPageRendererTests {
    let page = Page([
        .title("Final Component"),
        .paragraph("A class named as an Interaction or a Navigation must be declared `final`."),
        .definitions([Definition("Severity", "error"), Definition("Scope", "one file at a time, which is all it needs")]),
        .heading("Triggering examples"),
        .code("class ↓LoginInteraction: LoginInteracting, SomethingVeryLongThatDoesNotFit {}", language: "swift"),
        .files(["class ↓A: B {}", "class B {}"], language: "swift"),
        .list(["first item that is long enough to wrap around", "second"]),
    ])

    let plain = """
        Final Component

        A class named as an Interaction or a
        Navigation must be declared `final`.

        Severity  error
        Scope     one file at a time, which is
                  all it needs

        TRIGGERING EXAMPLES
            class ↓LoginInteraction: LoginInteracting, SomethingVeryLongThatDoesNotFit {}

            class ↓A: B {}
            ── another file ──
            class B {}

        - first item that is long enough to wrap
          around
        - second

        """

    @Test func wrapsProseButNeverCode() {
        #expect(TerminalPageRenderer(width: 40, style: TextStyle(isEnabled: false)).render(page) == plain)
    }

    @Test func stylesHeadingsAndMarkersOnlyWhenAskedTo() {
        let styled = TerminalPageRenderer(width: 40, style: TextStyle(isEnabled: true)).render(page)
        #expect(styled.hasPrefix("\u{1B}[1mFinal Component\u{1B}[0m\n"))
        #expect(styled.contains("\u{1B}[1mTRIGGERING EXAMPLES\u{1B}[0m\n"))
        #expect(styled.contains("    class \u{1B}[2m↓\u{1B}[0mA: B {}\n    \u{1B}[2m── another file ──\u{1B}[0m\n"))
        #expect(Self.removingEscapes(styled) == plain)
    }

    @Test func keepsEmptyCodeLinesEmptyAndDropsTheFinalLineBreak() {
        let text = TerminalPageRenderer(width: 40, style: TextStyle(isEnabled: false)).render(Page([.code("a\n\n  b\n", language: "swift")]))
        #expect(text == "    a\n\n      b\n")
    }

    @Test func takesTheWidthFromATerminalOnly() {
        #expect(TerminalPageRenderer(context: TestContext(outputIsTerminal: true, terminalWidth: 120).context).wrapper.width == 120)
        #expect(TerminalPageRenderer(context: TestContext(outputIsTerminal: true).context).wrapper.width == 80)
        #expect(TerminalPageRenderer(context: TestContext(outputIsTerminal: false, terminalWidth: 120).context).wrapper.width == 80)
        #expect(TerminalPageRenderer(context: TestContext(outputIsTerminal: true, terminalWidth: 12).context).wrapper.width == 40)
    }

    @Test func colorsOnlyATerminalWithoutNoColor() {
        #expect(TerminalPageRenderer(context: TestContext(outputIsTerminal: true).context).style.isEnabled)
        #expect(!TerminalPageRenderer(context: TestContext(outputIsTerminal: false).context).style.isEnabled)
        let noColor = TestContext(environment: ["NO_COLOR": "1"], outputIsTerminal: true)
        #expect(!TerminalPageRenderer(context: noColor.context).style.isEnabled)
        let emptyNoColor = TestContext(environment: ["NO_COLOR": ""], outputIsTerminal: true)
        #expect(TerminalPageRenderer(context: emptyNoColor.context).style.isEnabled)
    }

    /// `text` without ANSI escape sequences (`ESC [ … m`).
    static func removingEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if character == "m" { inEscape = false }
            } else {
                result.append(character)
            }
        }
        return result
    }
}
