import Testing
@testable import SSSCore
import SSSTestSupport

struct LexerStringTests {
    /// Each byte that ends plain text, at every offset of three blocks, and text that runs to the end.
    @Test func findsTheEndOfPlainStringText() {
        for stop in ["\\", "\"", "\n", "\r"] {
            for offset in 0..<40 {
                // Two-byte characters, and one ASCII byte for an odd offset: `offset` bytes in all.
                let text = String(repeating: "é", count: offset / 2) + String(repeating: "a", count: offset % 2)
                #expect(plainTextEnd(Array((text + stop + "rest").utf8)) == offset, "\(stop.debugDescription) after \(offset) bytes")
            }
        }
        for length in [0, 1, 15, 16, 17, 40] {
            let bytes = Array(String(repeating: "x", count: length).utf8)
            #expect(plainTextEnd(bytes) == length)
        }
    }

    private func plainTextEnd(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { LexerInput(bytes: $0, count: buffer.count).plainTextEnd(from: 0) } ?? 0
        }
    }

    @Test func readsASimpleStringAsStartSegmentEnd() {
        #expect(TokenDump.lines("\"hello\" \"\"") == [
            "stringStart \"", "stringSegment hello", "stringEnd \"", "stringStart \"", "stringEnd \"",
        ])
    }

    @Test func keepsEscapedQuotesAndBackslashesInTheText() {
        #expect(TokenDump.lines(#""a\"b\\" "\\(x)""#) == [
            "stringStart \"", #"stringSegment a\"b\\"#, "stringEnd \"",
            "stringStart \"", #"stringSegment \\(x)"#, "stringEnd \"",
        ])
    }

    @Test func readsCodeInsideInterpolationsAsCode() {
        #expect(TokenDump.lines(#""a\(f(x, (y)) + 1)b""#) == [
            "stringStart \"", "stringSegment a", #"interpolationStart \("#,
            "identifier f", "leftParen (", "identifier x", "comma ,", "leftParen (", "identifier y", "rightParen )",
            "rightParen )", "operator +", "integer 1",
            "interpolationEnd )", "stringSegment b", "stringEnd \"",
        ])
    }

    @Test func nestsStringsInsideInterpolations() {
        #expect(TokenDump.lines(#""\("\("\(1)")")""#) == [
            "stringStart \"", #"interpolationStart \("#,
            "stringStart \"", #"interpolationStart \("#,
            "stringStart \"", #"interpolationStart \("#, "integer 1", "interpolationEnd )", "stringEnd \"",
            "interpolationEnd )", "stringEnd \"",
            "interpolationEnd )", "stringEnd \"",
        ])
    }

    @Test func readsClosuresAndCommentsInsideInterpolations() {
        #expect(TokenDump.lines(#""\(xs.map { "<\($0)>" } /* ) " */)""#) == [
            "stringStart \"", #"interpolationStart \("#,
            "identifier xs", "period .", "identifier map", "leftBrace {",
            "stringStart \"", "stringSegment <", #"interpolationStart \("#, "identifier $0", "interpolationEnd )",
            "stringSegment >", "stringEnd \"",
            "rightBrace }", "blockComment /* ) \" */",
            "interpolationEnd )", "stringEnd \"",
        ])
    }

    @Test func readsCommentMarkersInsideStringsAsText() {
        #expect(TokenDump.lines(#"x = "// not /* a comment" + y"#) == [
            "identifier x", "equal =", "stringStart \"", "stringSegment // not /* a comment", "stringEnd \"",
            "operator +", "identifier y",
        ])
    }

    @Test func readsMultilineStringsWithQuotesInside() {
        #expect(TokenDump.lines("\"\"\"\n say \"hi\" \"\"\n \"\"\" x") == [
            "stringStart \"\"\"", "stringSegment \n say \"hi\" \"\"\n ", "stringEnd \"\"\"", "identifier x",
        ])
    }

    @Test func readsMultilineStringsInsideInterpolationsOfMultilineStrings() {
        let source = "\"\"\"\n a \\(\"\"\"\n b\n \"\"\") c\n \"\"\""
        #expect(TokenDump.lines(source) == [
            "stringStart \"\"\"", "stringSegment \n a ", #"interpolationStart \("#,
            "stringStart \"\"\"", "stringSegment \n b\n ", "stringEnd \"\"\"",
            "interpolationEnd )", "stringSegment  c\n ", "stringEnd \"\"\"",
        ])
    }

    @Test func flagsMultilineDelimiters() {
        let bytes = Array("\"\"\"\nx\n\"\"\"".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.stringStart, .stringSegment, .stringEnd])
        #expect(tokens[0].flags.contains(.multiline) && tokens[2].flags.contains(.multiline))
    }

    @Test func readsRawStringsWithTheirOwnInterpolation() {
        #expect(TokenDump.lines(##"#"raw \#(x) "quote" \(not) "#"##) == [
            "stringStart #\"", "stringSegment raw ", ##"interpolationStart \#("##, "identifier x", "interpolationEnd )",
            #"stringSegment  "quote" \(not) "#, "stringEnd \"#",
        ])
    }

    @Test func closesRawStringsOnlyWithTheSameNumberOfPounds() {
        #expect(TokenDump.lines(###"##"a"#b\#(c)"## d"###) == [
            "stringStart ##\"", ##"stringSegment a"#b\#(c)"##, "stringEnd \"##", "identifier d",
        ])
    }

    @Test func readsARawQuoteOnOneLineAsASingleLineString() {
        #expect(TokenDump.lines(##"#"""# x"##) == ["stringStart #\"", "stringSegment \"", "stringEnd \"#", "identifier x"])
    }

    @Test func readsRawMultilineStrings() {
        #expect(TokenDump.lines("#\"\"\"\n a \"\"\" \\(b) \\#(c)\n \"\"\"#") == [
            "stringStart #\"\"\"", "stringSegment \n a \"\"\" \\(b) ", ##"interpolationStart \#("##, "identifier c",
            "interpolationEnd )", "stringSegment \n ", "stringEnd \"\"\"#",
        ])
    }

    @Test func endsAnUnterminatedStringAtTheLineBreak() {
        #expect(TokenDump.lines("let s = \"abc\nlet t = 1") == [
            "keyword let", "identifier s", "equal =", "stringStart! \"", "stringSegment abc",
            "keyword let", "identifier t", "equal =", "integer 1",
        ])
    }

    @Test func endsAnUnterminatedStringAtTheEndOfInput() {
        #expect(TokenDump.lines("\"abc") == ["stringStart! \"", "stringSegment abc"])
        #expect(TokenDump.lines("\"") == ["stringStart! \""])
        #expect(TokenDump.lines("\"\"\"\nabc \"\"") == ["stringStart! \"\"\"", "stringSegment \nabc \"\""])
        #expect(TokenDump.lines(#""a\"#) == ["stringStart! \"", #"stringSegment a\"#])
    }

    @Test func endsASingleLineStringWhoseInterpolationMeetsALineBreak() {
        #expect(TokenDump.lines("\"a\\(b\nc") == [
            "stringStart! \"", "stringSegment a", #"interpolationStart \("#, "identifier b", "identifier c",
        ])
        #expect(TokenDump.lines("\"\\(\"\\(x\n)") == [
            "stringStart! \"", #"interpolationStart \("#, "stringStart! \"", #"interpolationStart \("#, "identifier x",
            "rightParen )",
        ])
    }

    @Test func readsALineBreakInsideAMultilineInterpolationAsCode() {
        #expect(TokenDump.lines("\"\"\"\n\\(a +\nb)\n\"\"\"") == [
            "stringStart \"\"\"", "stringSegment \n", #"interpolationStart \("#, "identifier a", "operator +",
            "identifier b", "interpolationEnd )", "stringSegment \n", "stringEnd \"\"\"",
        ])
    }

    @Test func readsASingleQuoteAsAnUnknownByte() {
        #expect(TokenDump.lines("'a'") == ["unknown! '", "identifier a", "unknown! '"])
    }
}
