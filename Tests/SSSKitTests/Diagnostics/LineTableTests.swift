import Testing
import SSSKit

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
