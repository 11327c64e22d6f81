import Testing
import SSSCore
import SSSTestSupport

struct DocumentSyntaxErrorTests {
    private func errors(_ text: String) -> String {
        SpecTestSupport.outcome(text, path: "F.sss.yml")
    }

    @Test func rejectsTabsInIndentation() {
        #expect(errors("a:\n\tb: 1\n") == """
            F.sss.yml:2:1: error: tabs are not allowed in indentation; indent with spaces
            \tb: 1
            ^

            """)
        #expect(errors("a:\n  - \tb\n").hasPrefix("F.sss.yml:2:5: error: tabs are not allowed in indentation"))
    }

    @Test func ignoresTabsOnBlankLinesAndBetweenWords() {
        #expect(errors("a:\t1\n\t\n\t# note\nb: x\ty\n") == "{a: 1, b: x\ty}")
    }

    @Test func rejectsADedentThatMatchesNoLevel() {
        #expect(errors("a:\n    b: 1\n  c: 2\n") == """
            F.sss.yml:3:3: error: inconsistent indentation: expected 0 or 4 spaces, found 2
              c: 2
              ^~~~

            """)
    }

    @Test func rejectsALineIndentedUnderAValue() {
        #expect(errors("feature: Demo\n  interactions:\n    Main: x\nnext: 1\n") == """
            F.sss.yml:2:3: error: unexpected indentation
              interactions:
              ^~~~~~~~~~~~~

            """)
    }

    @Test func rejectsAListItemAmongKeysAndAKeyAmongListItems() {
        #expect(errors("a:\n  b: 1\n  - c\n") == """
            F.sss.yml:3:3: error: expected 'key: value', found a list item
              - c
              ^~~

            """)
        #expect(errors("a:\n  - b\n  c: 1\n") == """
            F.sss.yml:3:3: error: expected a list item ('- ...'), found key 'c'
              c: 1
              ^~~~

            """)
        #expect(errors("a: 1\nb:2\n") == """
            F.sss.yml:2:1: error: expected 'key: value', found 'b:2'; put a space after ':'
            b:2
            ^~~

            """)
        #expect(errors("a: 1\nb\n") == """
            F.sss.yml:2:1: error: expected 'key: value', found 'b'
            b
            ^

            """)
    }

    @Test func rejectsAnchorsAliasesAndTags() {
        #expect(errors("a: &base x\nb: *base\nc: !!str 1\nd: [x, *y]\n") == """
            F.sss.yml:1:4: error: anchor '&base' is not supported; write the value out in full
            a: &base x
               ^~~~~
            F.sss.yml:2:4: error: alias '*base' is not supported; write the value out in full
            b: *base
               ^~~~~
            F.sss.yml:3:4: error: tag '!!str' is not supported; remove it
            c: !!str 1
               ^~~~~
            F.sss.yml:4:8: error: alias '*y' is not supported; write the value out in full
            d: [x, *y]
                   ^~

            """)
    }

    @Test func rejectsDocumentMarkersAndDirectives() {
        #expect(errors("---\na: 1\n...\n%YAML 1.2\n") == """
            F.sss.yml:1:1: error: document markers ('---') are not supported; a file holds exactly one document
            ---
            ^~~
            F.sss.yml:3:1: error: document markers ('...') are not supported; a file holds exactly one document
            ...
            ^~~
            F.sss.yml:4:1: error: directives such as '%YAML' are not supported; remove the line
            %YAML 1.2
            ^~~

            """)
    }

    @Test func rejectsBlockScalarsAndFlowMappings() {
        #expect(errors("a: >-\nb: {x: 1}\n") == """
            F.sss.yml:1:4: error: block scalar '>-' is not supported; write the value on one line
            a: >-
               ^~
            F.sss.yml:2:4: error: flow mappings ('{ ... }') are not supported; write one 'key: value' per line
            b: {x: 1}
               ^~~

            """)
    }

    @Test func rejectsDuplicateKeysWithANoteAtTheFirst() {
        #expect(errors("a:\n  renders: [X]\n  renders: [Y]\n") == """
            F.sss.yml:3:3: error: duplicate key 'renders'
              renders: [Y]
              ^~~~~~~
            F.sss.yml:2:3: note: 'renders' first appears here
              renders: [X]
              ^~~~~~~

            """)
    }

    @Test func rejectsUnterminatedQuotesAndBadEscapes() {
        #expect(errors("a: \"open\nb: 'it''s\nc: \"\\x\"\nd: \"\\u12\"\n") == """
            F.sss.yml:1:4: error: unterminated string: missing closing '"' on this line
            a: "open
               ^~~~~
            F.sss.yml:2:4: error: unterminated string: missing closing ''' on this line
            b: 'it''s
               ^~~~~~
            F.sss.yml:3:5: error: unknown escape sequence '\\x'; write '\\\\' for a backslash
            c: "\\x"
                ^~
            F.sss.yml:4:5: error: '\\u' needs exactly 4 hexadecimal digits
            d: "\\u12"
                ^~

            """)
    }

    @Test func rejectsTextAfterAClosingQuote() {
        #expect(errors("a: \"x\" y\n") == """
            F.sss.yml:1:8: error: unexpected text after the closing quote
            a: "x" y
                   ^

            """)
    }

    @Test func rejectsUnbalancedBrackets() {
        #expect(errors("a: [x, y\nb: (Int]\nc: Int)\n") == """
            F.sss.yml:1:4: error: unbalanced brackets: '[' is not closed on this line
            a: [x, y
               ^
            F.sss.yml:2:8: error: unbalanced brackets: expected ')' to close '(', found ']'
            b: (Int]
                   ^
            F.sss.yml:3:7: error: unbalanced brackets: unexpected ')'
            c: Int)
                  ^

            """)
    }

    @Test func rejectsAColonInsideAPlainValueAndAListAfterAKey() {
        #expect(errors("a: b: c\nd: - e\n") == """
            F.sss.yml:1:5: error: unexpected ':' in a value; put the value in quotes, or write the nested key on its own line
            a: b: c
                ^
            F.sss.yml:2:4: error: a list cannot start on the same line as its key; put '- item' on the next line
            d: - e
               ^

            """)
    }

    @Test func rejectsAMissingKey() {
        #expect(errors(": x\n") == """
            F.sss.yml:1:1: error: missing key before ':'
            : x
            ^

            """)
    }

    @Test func reportsEmptyAndCommentOnlyFilesAt1_1() {
        #expect(errors("") == "F.sss.yml:1:1: error: file is empty\n\n^\n")
        #expect(errors("\n  \n") == "F.sss.yml:1:1: error: file is empty\n\n^\n")
        #expect(errors("# nothing yet\n") == """
            F.sss.yml:1:1: error: file has no content, only comments
            # nothing yet
            ^

            """)
    }

    @Test func reportsBinaryFilesOnceAtTheFirstBadByteShownAsAnEscape() throws {
        let nul = SourceFile(path: "F.sss.yml", bytes: Array("a: 1\nb: \u{0}\u{1}\n".utf8))
        let latin1 = SourceFile(path: "F.sss.yml", bytes: [0x61, 0x3A, 0x20, 0xE9, 0x0A])
        let third = SourceFile(path: "bad.sss.yml", bytes: Array("a: 1\r\nb: 2\r\nc: caf".utf8) + [0xC3, 0x28, 0xFF, 0x0D, 0x0A, 0xFF])
        for (file, expected) in [
            (nul, "F.sss.yml:2:4: error: file is not text: NUL byte\nb: \\x00\\x01\n   ^~~~\n"),
            (latin1, "F.sss.yml:1:4: error: file is not UTF-8 text: invalid byte 0xE9\na: \\xE9\n   ^~~~\n"),
            (third, "bad.sss.yml:3:7: error: file is not UTF-8 text: invalid byte 0xC3\nc: caf\\xC3(\\xFF\n      ^~~~\n"),
        ] {
            #expect(throws: DiagnosticError.self) { try DocumentParser().parse(file) }
            do throws(DiagnosticError) {
                _ = try DocumentParser().parse(file)
            } catch {
                #expect(error.diagnostics.count == 1)
                #expect(SpecTestSupport.printed(error) == expected)
            }
        }
    }

    @Test func reportsEveryErrorInTheFileInOrder() {
        let text = "a: 1\n\tb: 2\nc: \"x\nd:\n    e: 1\n  f: 2\na: 3\ng: [1\n"
        let headlines = errors(text).split(separator: "\n").filter { $0.hasPrefix("F.sss.yml:") }
        #expect(headlines == [
            "F.sss.yml:2:1: error: tabs are not allowed in indentation; indent with spaces",
            "F.sss.yml:3:4: error: unterminated string: missing closing '\"' on this line",
            "F.sss.yml:6:3: error: inconsistent indentation: expected 0 or 4 spaces, found 2",
            "F.sss.yml:7:1: error: duplicate key 'a'",
            "F.sss.yml:1:1: note: 'a' first appears here",
            "F.sss.yml:8:4: error: unbalanced brackets: '[' is not closed on this line",
        ])
    }

    @Test func limitsNesting() {
        var text = ""
        for level in 0..<70 {
            text += String(repeating: " ", count: level) + "k\(level):\n"
        }
        let output = errors(text)
        #expect(output.hasPrefix("F.sss.yml:65:65: error: nesting is too deep; at most 64 levels are supported\n"))
        #expect(output.split(separator: "\n").filter { $0.contains(": error: ") }.count == 1)
    }
}
