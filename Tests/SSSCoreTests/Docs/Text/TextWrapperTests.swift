import Testing
import SSSCore
import SSSTestSupport

struct TextWrapperTests {
    let sentence = "The quick brown fox jumps over the lazy dog"

    @Test func fillsEachLineUpToTheWidthIncludingALineThatFitsExactly() {
        let lines = ["The quick brown fox", "jumps over the lazy", "dog"]
        #expect(TextWrapper(width: 20).wrap(sentence) == lines)
        #expect(TextWrapper(width: 19).wrap(sentence) == lines)
        #expect(TextWrapper(width: 18).wrap(sentence) == ["The quick brown", "fox jumps over the", "lazy dog"])
    }

    @Test func countsCharactersNotUTF8Bytes() {
        #expect(TextWrapper(width: 10).wrap("Café crème brûlée déjà vu") == ["Café crème", "brûlée", "déjà vu"])
        #expect(TextWrapper(width: 10).wrap("Cafe\u{301} cre\u{300}me x") == ["Café crème", "x"])
    }

    @Test func givesWideCharactersTwoColumns() {
        #expect(TextWrapper(width: 10).wrap("日本語 テキスト") == ["日本語", "テキスト"])
        #expect(TextWrapper(width: 15).wrap("日本語 テキスト") == ["日本語 テキスト"])
    }

    @Test func neverSplitsAWordLongerThanTheLine() {
        #expect(TextWrapper(width: 10).wrap("see /usr/local/share/sss/templates now") == ["see", "/usr/local/share/sss/templates", "now"])
        #expect(TextWrapper(width: 10).wrap("/a/very/long/path/name x") == ["/a/very/long/path/name", "x"])
    }

    @Test func indentsListItemsUnderTheirFirstWord() {
        let item = "Views arrive through use and are held weak by the interaction."
        #expect(TextWrapper(width: 24).wrapListItem(item) == [
            "- Views arrive through",
            "  use and are held weak",
            "  by the interaction.",
        ])
    }

    @Test func startsFollowingLinesWithTheHangingIndent() {
        #expect(TextWrapper(width: 9).wrap("one two three", indent: "> ", hangingIndent: "  ") == ["> one two", "  three"])
    }

    @Test func keepsACodeSpanTogether() {
        #expect(TextWrapper(width: 20).wrap("Declare it `final class` today please") == ["Declare it", "`final class` today", "please"])
    }

    @Test func aBacktickThatNothingClosesOpensNoSpan() {
        #expect(TextWrapper(width: 3).wrap("a ` b c") == ["a `", "b c"])
    }

    @Test func treatsLineBreaksAsSpacesAndEmptyTextAsNoLines() {
        #expect(TextWrapper(width: 10).wrap("a\nb") == ["a b"])
        #expect(TextWrapper(width: 10).wrap("").isEmpty)
        #expect(TextWrapper(width: 10).wrap("  \n ").isEmpty)
    }

    @Test func measuresDisplayWidth() {
        #expect(DisplayWidth.of("a") == 1)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("日") == 2)
        #expect(DisplayWidth.of("👍") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("↓") == 1)
        #expect(DisplayWidth.of("a日👍") == 5)
    }
}
