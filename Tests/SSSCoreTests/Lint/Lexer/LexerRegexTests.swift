import Testing
@testable import SSSCore
import SSSTestSupport

/// Bare `/…/` literals follow the heuristics of Swift 6's lexer (SE-0354): a `/` bound to what precedes it
/// divides; an unbound one starts a regex only where an expression may start; a literal that is not certain
/// must not start or end with a space, must balance its `)`, and must close on its line.
struct LexerRegexTests {
    @Test func readsABareRegexAfterAnAssignment() {
        #expect(TokenDump.lines("let r = /[a-z]+/") == ["keyword let", "identifier r", "equal =", "regex /[a-z]+/"])
    }

    @Test func readsDivisionWhenTheSlashIsBoundToWhatPrecedesIt() {
        #expect(TokenDump.lines("a/b/c") == [
            "identifier a", "operator /", "identifier b", "operator /", "identifier c",
        ])
        #expect(TokenDump.lines("xs[0]/2/3") == [
            "identifier xs", "leftBracket [", "integer 0", "rightBracket ]", "operator /", "integer 2", "operator /",
            "integer 3",
        ])
    }

    @Test func readsDivisionWithSpacesAfterAnExpression() {
        #expect(TokenDump.lines("a / b / c") == [
            "identifier a", "operator /", "identifier b", "operator /", "identifier c",
        ])
        #expect(TokenDump.lines("f(x) / 2 / 3") == [
            "identifier f", "leftParen (", "identifier x", "rightParen )", "operator /", "integer 2", "operator /",
            "integer 3",
        ])
    }

    @Test func readsASlashBoundOnlyToWhatFollowsAsARegexAsSwiftDoes() {
        #expect(TokenDump.lines("x = y /z/") == ["identifier x", "equal =", "identifier y", "regex /z/"])
    }

    @Test func readsDivideAssignAsAnOperator() {
        #expect(TokenDump.lines("x /= 2") == ["identifier x", "operator /=", "integer 2"])
    }

    @Test func readsRegexArgumentsButNotUnappliedOperators() {
        #expect(TokenDump.lines("f(/abc/) xs.reduce(1, /) g(/)") == [
            "identifier f", "leftParen (", "regex /abc/", "rightParen )",
            "identifier xs", "period .", "identifier reduce", "leftParen (", "integer 1", "comma ,", "operator /",
            "rightParen )",
            "identifier g", "leftParen (", "operator /", "rightParen )",
        ])
    }

    @Test func rejectsAnUncertainRegexThatStartsOrEndsWithASpace() {
        #expect(TokenDump.lines("f(/ x/) let r = /x /") == [
            "identifier f", "leftParen (", "operator /", "identifier x", "operator$ /", "rightParen )",
            "keyword let", "identifier r", "equal =", "operator^ /", "identifier x", "operator /",
        ])
    }

    @Test func readsACertainRegexThatStartsWithASpace() {
        #expect(TokenDump.lines("let r = / x/") == ["keyword let", "identifier r", "equal =", "regex / x/"])
    }

    @Test func rejectsAnUncertainRegexWithAnUnbalancedParenthesis() {
        #expect(TokenDump.lines("(/a)/") == ["leftParen (", "operator^ /", "identifier a", "rightParen )", "operator$ /"])
        #expect(TokenDump.lines("f(/(a)/, /[)]/)") == [
            "identifier f", "leftParen (", "regex /(a)/", "comma ,", "regex /[)]/", "rightParen )",
        ])
    }

    @Test func rejectsAnUncertainRegexThatDoesNotCloseOnItsLine() {
        #expect(TokenDump.lines("f(/abc\n/)") == [
            "identifier f", "leftParen (", "operator^ /", "identifier abc", "operator /", "rightParen )",
        ])
    }

    @Test func prefersACommentToARegexEndingInOne() {
        #expect(TokenDump.lines("f(/x//y\n)") == [
            "identifier f", "leftParen (", "operator^ /", "identifier x", "lineComment //y", "rightParen )",
        ])
    }

    @Test func keepsEscapedSlashesAndQuotesInsideTheRegex() {
        #expect(TokenDump.lines(#"let r = /a\/b"c/"#) == ["keyword let", "identifier r", "equal =", #"regex /a\/b"c/"#])
    }

    @Test func readsARegexAfterTryQuestionMark() {
        #expect(TokenDump.lines("try? /^ x/.wholeMatch(s)") == [
            "keyword try", "postfixQuestion ?", "regex /^ x/", "period .", "identifier wholeMatch", "leftParen (",
            "identifier s", "rightParen )",
        ])
    }

    @Test func readsOperatorDeclarationsAsOperators() {
        #expect(TokenDump.lines("prefix operator /^/\nfunc /(a: A) {}") == [
            "identifier prefix", "keyword operator", "operator /^/",
            "keyword func", "operator^ /", "leftParen (", "identifier a", "colon :", "identifier A", "rightParen )",
            "leftBrace {", "rightBrace }",
        ])
    }

    @Test func splitsAPrefixOperatorFromARegexThatFollowsIt() {
        #expect(TokenDump.lines("x = !/a/") == ["identifier x", "equal =", "operator^ !", "regex /a/"])
    }

    @Test func readsExtendedRegexLiteralsWithAnyNumberOfPounds() {
        #expect(TokenDump.lines("#/a b/# ##/x/#y/## #//#") == ["regex #/a b/#", "regex ##/x/#y/##", "regex #//#"])
    }

    @Test func readsMultilineExtendedRegexLiterals() {
        let bytes = Array("#/\n  a / b\n  # comment /\n/# x".utf8)
        let tokens = Lexer.tokenize(bytes).filter { $0.kind != .whitespace }
        #expect(tokens.map { $0.text(in: bytes) } == ["#/\n  a / b\n  # comment /\n/#", "x"])
        #expect(tokens[0].flags.contains(.multiline))
    }

    @Test func flagsAnUnterminatedExtendedRegex() {
        #expect(TokenDump.lines("#/abc\nx") == ["regex! #/abc", "identifier x"])
        #expect(TokenDump.lines("#/\nabc") == ["regex! #/", "identifier abc"])
    }
}
