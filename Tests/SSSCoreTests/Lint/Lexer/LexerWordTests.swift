import Testing
@testable import SSSCore
import SSSTestSupport

struct LexerWordTests {
    @Test func separatesReservedWordsFromNames() {
        #expect(TokenDump.lines("final class Box: Base") == [
            "identifier final", "keyword class", "identifier Box", "colon :", "identifier Base",
        ])
    }

    @Test func namesWhichWordATokenIs() {
        let bytes = Array("class actor weak init _ self classy".utf8)
        let tokens = Lexer.tokenize(bytes).filter { $0.kind != .whitespace }
        #expect(tokens.map(\.keyword) == [.class, .actor, .weak, .`init`, .wildcard, .self, .none])
        #expect(tokens.map(\.kind) == [.keyword, .identifier, .identifier, .keyword, .keyword, .keyword, .identifier])
    }

    /// The spellings are listed by hand in the order of the cases; each must be its case's name.
    @Test func spellsEveryKeywordAsItsCaseIsNamed() {
        #expect(Keyword.spellings.count == Keyword.allCases.count)
        for keyword in Keyword.allCases {
            let expected = switch keyword {
            case .none: ""
            case .wildcard: "_"
            default: String(describing: keyword)
            }
            #expect(keyword.text == expected)
        }
    }

    @Test func recognizesEveryKeywordBySpelling() {
        for keyword in Keyword.allCases where keyword != .none {
            let tokens = Lexer.tokenize(Array(keyword.text.utf8))
            #expect(tokens.count == 1)
            #expect(tokens.first?.keyword == keyword, "\(keyword.text)")
            #expect(tokens.first?.kind == (keyword.isReserved ? .keyword : .identifier), "\(keyword.text)")
        }
    }

    /// Each keyword, a word one byte longer, one differing in its last byte, and one a byte shorter; alone
    /// (the lexer reads near the end of input) and followed by more code.
    @Test func tellsKeywordsFromWordsThatDifferByOneByte() {
        let keywords = Dictionary(uniqueKeysWithValues: Keyword.allCases.map { ($0.text, $0) })
        for keyword in Keyword.allCases where keyword != .none {
            let text = keyword.text
            for word in [text, text + "x", String(text.dropLast()) + "Q", String(text.dropLast())] where !word.isEmpty {
                let expected = keywords[word] ?? .none
                for source in [word, word + " = value + another.value(withArgument: 1)"] {
                    let first = Lexer.tokenize(Array(source.utf8)).first
                    #expect(first?.keyword == expected, "\(source)")
                    #expect(first?.length == word.utf8.count, "\(source)")
                }
            }
        }
    }

    @Test func declarationKeywordsAreReservedAndModifiersAreNot() {
        let reserved: [Keyword] = [.class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript,
                                   .var, .let, .typealias, .associatedtype, .case, .import, .operator, .precedencegroup, .static]
        #expect(reserved.allSatisfy { $0.isReserved })
        let contextual: [Keyword] = [.actor, .macro, .weak, .unowned, .final, .mutating, .override, .lazy, .open, .get, .didSet]
        #expect(!contextual.contains { $0.isReserved })
    }

    @Test func readsBacktickedNamesAsIdentifiersThatAreNeverKeywords() {
        let bytes = Array("`class` `my test`".utf8)
        let tokens = Lexer.tokenize(bytes).filter { $0.kind != .whitespace }
        #expect(tokens.map { $0.text(in: bytes) } == ["`class`", "`my test`"])
        #expect(tokens.map(\.kind) == [.identifier, .identifier])
        #expect(tokens.allSatisfy { $0.keyword == .none && $0.flags.contains(.backticked) })
        #expect(tokens.map { $0.name(in: bytes) } == ["class", "my test"])
    }

    @Test func flagsALoneBacktick() {
        #expect(TokenDump.lines("`open\nx") == ["unknown! `", "identifier open", "identifier x"])
        #expect(TokenDump.lines("``") == ["unknown! `", "unknown! `"])
    }

    @Test func readsDollarNames() {
        #expect(TokenDump.lines("$0 $1.name $storage $") == [
            "identifier $0", "identifier $1", "period .", "identifier name", "identifier $storage", "identifier $",
        ])
    }

    @Test func readsUnicodeNamesAndNamesWithDigits() {
        #expect(TokenDump.lines("let café2 = π + 日本語 + x₁ + 🐶") == [
            "keyword let", "identifier café2", "equal =", "identifier π", "operator +", "identifier 日本語",
            "operator +", "identifier x₁", "operator +", "identifier 🐶",
        ])
    }

    @Test func readsAttributesAsOneTokenWithArgumentsAfter() {
        #expect(TokenDump.lines("@MainActor @objc(name:) @_spi(X) @Wrapper.Inner") == [
            "attribute @MainActor",
            "attribute @objc", "leftParen (", "identifier name", "colon :", "rightParen )",
            "attribute @_spi", "leftParen (", "identifier X", "rightParen )",
            "attribute @Wrapper", "period .", "identifier Inner",
        ])
    }

    @Test func readsConditionalCompilationAndOtherDirectives() {
        #expect(TokenDump.lines("#if DEBUG\n#elseif os(iOS)\n#else\n#endif #available #selector(f) #warning(\"w\") #Preview #ifdef") == [
            "poundIf #if", "identifier DEBUG",
            "poundElseif #elseif", "identifier os", "leftParen (", "identifier iOS", "rightParen )",
            "poundElse #else",
            "poundEndif #endif",
            "directive #available",
            "directive #selector", "leftParen (", "identifier f", "rightParen )",
            "directive #warning", "leftParen (", "stringStart \"", "stringSegment w", "stringEnd \"", "rightParen )",
            "directive #Preview",
            "directive #ifdef",
        ])
    }

    @Test func readsIntegerLiteralsOfEveryBase() {
        #expect(TokenDump.lines("0 42 1_000_000 0xFF_ff 0o17 0b1010_0101 007") == [
            "integer 0", "integer 42", "integer 1_000_000", "integer 0xFF_ff", "integer 0o17",
            "integer 0b1010_0101", "integer 007",
        ])
    }

    @Test func readsFloatLiteralsWithFractionsAndExponents() {
        #expect(TokenDump.lines("1.5 1_0.2_5 1e10 2E-3 6.02e+23 0x1p4 0x1.8p-2 0xA.Bp+1") == [
            "float 1.5", "float 1_0.2_5", "float 1e10", "float 2E-3", "float 6.02e+23", "float 0x1p4",
            "float 0x1.8p-2", "float 0xA.Bp+1",
        ])
    }

    @Test func stopsNumbersBeforeMembersRangesAndTupleIndices() {
        #expect(TokenDump.lines("1.description 0xff.description 1..<2 t.0.1 1.e5") == [
            "integer 1", "period .", "identifier description",
            "integer 0xff", "period .", "identifier description",
            "integer 1", "operator ..<", "integer 2",
            "identifier t", "period .", "integer 0", "period .", "integer 1",
            "integer 1", "period .", "identifier e5",
        ])
    }

    @Test func keepsLettersThatFollowDigitsInTheLiteral() {
        #expect(TokenDump.lines("12abc 0xZZ 1e") == ["integer 12abc", "integer 0xZZ", "integer 1e"])
    }

    @Test func comparesTokenTextWithoutAllocating() {
        let bytes = Array("struct Foo".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens[0].hasText("struct", in: bytes))
        #expect(!tokens[0].hasText("structs", in: bytes))
        #expect(tokens[2].hasText("Foo" as String, in: bytes))
        #expect(tokens[2].text(in: bytes) == "Foo")
    }

    @Test func readsTokenTextAndLocationsThroughTheSourceFile() {
        let file = SourceFile(path: "A.swift", text: "let é = 1\nvar b")
        let tokens = Lexer.tokenize(file.bytes).filter { !$0.kind.isTrivia }
        #expect(tokens.map(file.text(of:)) == ["let", "é", "=", "1", "var", "b"])
        #expect(file.location(of: tokens[5]).lineColumn == LineColumn(line: 2, column: 5))
        #expect(file.location(of: tokens[1]).length == 2)
    }
}
