import Testing
@testable import SSSCore
import SSSTestSupport

struct LexerOperatorTests {
    @Test func readsPunctuation() {
        #expect(TokenDump.kinds("( ) [ ] { } , : ; \\") == [
            .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace, .comma, .colon, .semicolon,
            .backslash,
        ])
    }

    @Test func givesSpecialOperatorsTheirOwnKinds() {
        #expect(TokenDump.lines("a.b = c -> d") == [
            "identifier a", "period .", "identifier b", "equal =", "identifier c", "arrow ->", "identifier d",
        ])
    }

    @Test func tellsOptionalChainingFromTheConditionalOperator() {
        #expect(TokenDump.lines("x?.y! ?? z ? a : b") == [
            "identifier x", "postfixQuestion ?", "period .", "identifier y", "postfixExclamation !",
            "operator ??", "identifier z", "infixQuestion ?", "identifier a", "colon :", "identifier b",
        ])
    }

    @Test func marksPrefixAndPostfixOperators() {
        #expect(TokenDump.lines("!flag a...b c... -d e - f") == [
            "operator^ !", "identifier flag",
            "identifier a", "operator ...", "identifier b",
            "identifier c", "operator$ ...",
            "operator^ -", "identifier d",
            "identifier e", "operator -", "identifier f",
        ])
    }

    @Test func takesTheLongestRunOfOperatorCharacters() {
        #expect(TokenDump.lines("a <=> b &+= c >>> d") == [
            "identifier a", "operator <=>", "identifier b", "operator &+=", "identifier c", "operator >>>", "identifier d",
        ])
    }

    @Test func continuesWithDotsOnlyAfterALeadingDot() {
        #expect(TokenDump.lines("a..<b c+.d .+. e") == [
            "identifier a", "operator ..<", "identifier b",
            "identifier c", "operator$ +", "period .", "identifier d",
            "operator .+.", "identifier e",
        ])
    }

    @Test func startsACommentInsideAnOperator() {
        #expect(TokenDump.lines("a +// note\nb +/* x */c") == [
            "identifier a", "operator +", "lineComment // note", "identifier b", "operator +", "blockComment /* x */",
            "identifier c",
        ])
    }

    @Test func keepsClosingAnglesTogetherForTheScanner() {
        #expect(TokenDump.lines("Array<Set<Int>>? x: Foo<Bar>!") == [
            "identifier Array", "operator <", "identifier Set", "operator <", "identifier Int", "operator$ >>?",
            "identifier x", "colon :", "identifier Foo", "operator <", "identifier Bar", "operator$ >!",
        ])
    }

    @Test func readsUnicodeOperators() {
        #expect(TokenDump.lines("a ∪ b ≠ c ×̂ d") == [
            "identifier a", "operator ∪", "identifier b", "operator ≠", "identifier c", "operator ×̂", "identifier d",
        ])
    }

    @Test func readsInoutAmpersandAndKeyPathBackslash() {
        #expect(TokenDump.lines("f(&x) \\Person.name") == [
            "identifier f", "leftParen (", "operator^ &", "identifier x", "rightParen )",
            "backslash \\", "identifier Person", "period .", "identifier name",
        ])
    }
}
