import Testing
@testable import SSSCore
import SSSTestSupport

struct MarkdownPageRendererTests {
    @Test func writesEachBlockAsMarkdown() {
        let page = Page([
            .title("T"),
            .paragraph("Some `code` here, on one line however long it is."),
            .definitions([Definition("Severity", "error")]),
            .heading("H"),
            .subheading("File.swift"),
            .code("let a = 1\n", language: "swift"),
            .files(["x", "y"], language: "swift"),
            .list(["a", "b"]),
        ])
        #expect(MarkdownPageRenderer().render(page) == """
            # T

            Some `code` here, on one line however long it is.

            - Severity: error

            ## H

            ### File.swift

            ```swift
            let a = 1
            ```

            *One file:*

            ```swift
            x
            ```

            *Another file of the same codebase:*

            ```swift
            y
            ```

            - a
            - b

            """)
    }

    @Test func fencesCodeWithMoreBackticksThanItHolds() {
        #expect(MarkdownPageRenderer.fenced("let s = \"```\"", language: "swift") == "````swift\nlet s = \"```\"\n````\n")
        #expect(MarkdownPageRenderer.fenced("`a`", language: "") == "```\n`a`\n```\n")
    }

    @Test func readsProseAsParagraphsAndLists() {
        let blocks = PageBlock.prose("First line\n  continues.\n\n- one\n- two\n\n\nIntro:\n- not a list\n")
        #expect(blocks == [
            .paragraph("First line continues."),
            .list(["one", "two"]),
            .paragraph("Intro: - not a list"),
        ])
    }
}
