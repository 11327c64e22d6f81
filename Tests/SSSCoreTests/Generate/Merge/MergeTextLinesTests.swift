import Testing
@testable import SSSCore
import SSSTestSupport

struct MergeTextLinesTests {
    private func lines(_ text: String) -> [String] {
        let lines = TextLines(text)
        return (0..<lines.count).map { String(decoding: lines[$0], as: UTF8.self) }
    }

    @Test func keepsEachLinesEnding() {
        #expect(lines("a\nb\r\nc") == ["a\n", "b\r\n", "c"])
        #expect(lines("a\n\n") == ["a\n", "\n"])
        #expect(lines("\r\n") == ["\r\n"])
    }

    @Test func endsLinesOnlyAtLineFeeds() {
        #expect(lines("a\rb\n\rc") == ["a\rb\n", "\rc"])
    }

    @Test func hasNoLinesForAnEmptyText() {
        #expect(TextLines("").count == 0)
        #expect(!TextLines("").lacksFinalNewline)
    }

    @Test func tellsWhetherTheLastLineLacksANewline() {
        #expect(TextLines("a\nb").lacksFinalNewline)
        #expect(!TextLines("a\nb\n").lacksFinalNewline)
        #expect(!TextLines("a\r\n").lacksFinalNewline)
    }

    @Test func joinsRangesOfLinesBackIntoTheirBytes() {
        let text = TextLines("a\r\nb\nc")
        #expect(Array(text.bytes(of: 0..<3)) == Array("a\r\nb\nc".utf8))
        #expect(Array(text.bytes(of: 1..<3)) == Array("b\nc".utf8))
        #expect(text.bytes(of: 2..<2).isEmpty)
    }

    @Test func coversTheBytesExactly() {
        var generator = SplitMix64(seed: 11)
        let pieces: [[UInt8]] = [[10], [13], [13, 10], [97], [0xC3, 0xA9], []]
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                bytes += pieces.randomElement(using: &generator) ?? []
            }
            let text = TextLines(bytes)
            #expect(Array(text.bytes(of: 0..<text.count)) == bytes)
            #expect(text.ranges.dropLast().allSatisfy { bytes[$0.upperBound - 1] == 10 })
        }
    }
}
