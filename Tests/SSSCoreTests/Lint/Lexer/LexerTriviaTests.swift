import Testing
@testable import SSSCore
import SSSTestSupport

struct LexerTriviaTests {
    @Test func mergesSpacesAndLineBreaksAndMarksLineBreaks() {
        let bytes = Array("a \t\n  b c".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.identifier, .whitespace, .identifier, .whitespace, .identifier])
        #expect(tokens[1].range == 1..<6)
        #expect(tokens[1].flags.contains(.containsNewline))
        #expect(!tokens[3].flags.contains(.containsNewline))
    }

    /// A line ends at its first LF or CR, at any offset in a block of 16 bytes or in the tail after the
    /// last whole block, and at the end of input when neither follows.
    @Test func findsTheEndOfEveryLine() {
        for start in 0..<3 {
            for length in 0...40 {
                for end in ["\n", "\r", "\r\n", ""] {
                    let bytes = Array((String(repeating: "a", count: start) + String(repeating: "/", count: length) + end + "x\ny").utf8)
                    let expected = end.isEmpty ? start + length + 1 : start + length
                    let found = bytes.withUnsafeBufferPointer { buffer in
                        buffer.baseAddress.map { LexerInput(bytes: $0, count: buffer.count).lineEnd(from: start) }
                    }
                    #expect(found == expected, "\(start) + \(length) bytes, then \(end.debugDescription)")
                }
                let bytes = Array((String(repeating: "a", count: start) + String(repeating: "/", count: length)).utf8)
                let atEnd = bytes.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress.map { LexerInput(bytes: $0, count: buffer.count).lineEnd(from: start) } ?? start
                }
                #expect(atEnd == bytes.count, "\(start) + \(length) bytes and the end of input")
            }
        }
    }

    /// Runs of every length up to three words, ended by each kind of byte and by the end of input, with
    /// the run starting at every offset of a word.
    @Test func findsTheEndOfEveryRunOfSpaces() {
        for lead in 0..<8 {
            for length in 0...24 {
                for end in ["", "x", "\t", "\n", "\u{A0}", "\u{80}"] {
                    let text = String(repeating: "a", count: lead) + String(repeating: " ", count: length) + end + "tail"
                    let bytes = Array(text.utf8)
                    let found = bytes.withUnsafeBufferPointer { buffer in
                        buffer.baseAddress.map { Lexer.spaceRunEnd($0, from: lead, count: buffer.count) }
                    }
                    #expect(found == lead + length, "lead \(lead), \(length) spaces, then \(end.debugDescription)")
                    let short = Array(bytes[..<(lead + length)])
                    let atEnd = short.withUnsafeBufferPointer { buffer in
                        buffer.baseAddress.map { Lexer.spaceRunEnd($0, from: lead, count: buffer.count) } ?? 0
                    }
                    #expect(atEnd == lead + length, "lead \(lead), \(length) spaces at the end")
                }
            }
        }
    }

    @Test func readsCRLFAndLoneCRAsLineBreaks() {
        let bytes = Array("a\r\nb\rc".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.identifier, .whitespace, .identifier, .whitespace, .identifier])
        #expect(tokens[1].length == 2)
        #expect(tokens[1].flags.contains(.containsNewline))
        #expect(tokens[3].flags.contains(.containsNewline))
    }

    @Test func readsANoBreakSpaceAsWhitespace() {
        #expect(TokenDump.lines("a\u{A0}b", includingWhitespace: true) == ["identifier a", "whitespace \u{A0}", "identifier b"])
    }

    @Test func separatesLineAndDocComments() {
        #expect(TokenDump.lines("// plain\n/// doc\n//// not doc\nx") == [
            "lineComment // plain",
            "docLineComment /// doc",
            "lineComment //// not doc",
            "identifier x",
        ])
    }

    @Test func endsALineCommentBeforeCR() {
        #expect(TokenDump.lines("// one\r\ntwo", includingWhitespace: true) == [
            "lineComment // one", "whitespace \r\n", "identifier two",
        ])
    }

    @Test func nestsBlockComments() {
        #expect(TokenDump.lines("/* a /* b */ c */ d") == ["blockComment /* a /* b */ c */", "identifier d"])
    }

    @Test func separatesDocBlockComments() {
        #expect(TokenDump.lines("/** doc */ /**/ /*** stars */") == [
            "docBlockComment /** doc */", "blockComment /**/", "blockComment /*** stars */",
        ])
    }

    @Test func doesNotCloseABlockCommentOnItsOwnOpeningSlash() {
        #expect(TokenDump.lines("/*/ still comment */x") == ["blockComment /*/ still comment */", "identifier x"])
    }

    @Test func flagsAnUnterminatedBlockCommentAndKeepsItsBytes() {
        #expect(TokenDump.lines("x /* a /* b */ c") == ["identifier x", "blockComment! /* a /* b */ c"])
    }

    @Test func readsStringsInsideCommentsAsComment() {
        #expect(TokenDump.lines("// \"not a string\nx /* \" */ y") == [
            "lineComment // \"not a string", "identifier x", "blockComment /* \" */", "identifier y",
        ])
    }

    @Test func readsAShebangOnTheFirstLineOnly() {
        #expect(TokenDump.lines("#!/usr/bin/env swift\nprint(1) #!x") == [
            "shebang #!/usr/bin/env swift",
            "identifier print", "leftParen (", "integer 1", "rightParen )",
            "directive #", "postfixExclamation !", "identifier x",
        ])
    }

    @Test func readsAByteOrderMarkThenAShebang() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!swift\nlet".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.byteOrderMark, .shebang, .whitespace, .keyword])
        #expect(tokens[0].range == 0..<3)
        #expect(tokens[1].range == 3..<10)
    }

    @Test func commentsAreTrivia() {
        let trivia: [TokenKind] = [.whitespace, .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang, .byteOrderMark]
        #expect(TokenKind.allCases.filter(\.isTrivia) == trivia)
        #expect(TokenKind.allCases.filter(\.isComment) == [.lineComment, .docLineComment, .blockComment, .docBlockComment])
    }
}
