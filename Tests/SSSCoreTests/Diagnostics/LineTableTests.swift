import Testing
import SSSCore
import SSSTestSupport

struct LineTableTests {
    @Test func findsLinesAndByteColumns() {
        let table = LineTable(Array("ab\ncd\r\nef\rgh".utf8))
        #expect(table.lineCount == 4)
        #expect(table.lineColumn(at: 0) == LineColumn(line: 1, column: 1))
        #expect(table.lineColumn(at: 3) == LineColumn(line: 2, column: 1))
        #expect(table.lineColumn(at: 4) == LineColumn(line: 2, column: 2))
        #expect(table.lineColumn(at: 7) == LineColumn(line: 3, column: 1))
        #expect(table.lineColumn(at: 10) == LineColumn(line: 4, column: 1))
    }

    @Test func countsColumnsInUTF8Bytes() {
        let bytes = Array("é = 1".utf8)
        #expect(LineTable(bytes).lineColumn(at: 3) == LineColumn(line: 1, column: 4))
    }

    @Test func excludesLineBreaksFromLineRanges() {
        let bytes = Array("one\r\ntwo\n".utf8)
        let table = LineTable(bytes)
        #expect(table.range(ofLine: 1, in: bytes) == 0..<3)
        #expect(table.range(ofLine: 2, in: bytes) == 5..<8)
        #expect(table.offset(line: 2, column: 2) == 6)
    }
}

struct LineTableWordScanTests {
    /// Line starts worked out one byte at a time, to compare the word-at-a-time scan with.
    private func naiveStarts(_ bytes: [UInt8]) -> [Int] {
        [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    @Test func findsLineFeedsAtEveryPositionOfAWord() {
        for gap in 1...19 {
            var bytes: [UInt8] = []
            for index in 0..<200 {
                bytes.append(index % gap == 0 ? UInt8(ascii: "\n") : UInt8(ascii: "a"))
            }
            let table = LineTable(bytes)
            let starts = naiveStarts(bytes)
            #expect(table.lineCount == starts.count)
            for (line, start) in starts.enumerated() {
                #expect(table.lineColumn(at: start) == LineColumn(line: line + 1, column: 1))
            }
        }
    }

    @Test func doesNotMistakeBytesNextToALineFeedForOnes() {
        let bytes: [UInt8] = [0x0A, 0x0B, 0x0B, 0x8A, 0x00, 0x0A, 0x09, 0x0A, 0xFF, 0x7A, 0x0A, 0x0B]
        let table = LineTable(bytes)
        #expect(table.lineCount == 5)
        #expect(table.lineColumn(at: 4) == LineColumn(line: 2, column: 4))
        #expect(table.lineColumn(at: 6) == LineColumn(line: 3, column: 1))
        #expect(table.lineColumn(at: 8) == LineColumn(line: 4, column: 1))
        #expect(table.lineColumn(at: 11) == LineColumn(line: 5, column: 1))
    }
}
