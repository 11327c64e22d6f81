import Testing
@testable import SSSCore
import SSSTestSupport

struct OffsetPositionsTests {
    @Test func givesLinesAndByteColumnsOfEachOffset() {
        let bytes = Array("ab\né\n\nlast".utf8)
        let positions = OffsetPositions.lineColumns(of: [0, 3, 5, 6, 7, 11], in: bytes)
        #expect(positions == [
            0: LineColumn(line: 1, column: 1),
            3: LineColumn(line: 2, column: 1),
            5: LineColumn(line: 2, column: 3),
            6: LineColumn(line: 3, column: 1),
            7: LineColumn(line: 4, column: 1),
            11: LineColumn(line: 4, column: 5),
        ])
    }

    @Test func clampsOffsetsOutsideTheFileAsALineTableDoes() {
        let bytes = Array("one\ntwo".utf8)
        let positions = OffsetPositions.lineColumns(of: [-4, 99], in: bytes)
        #expect(positions[-4] == LineColumn(line: 1, column: 1))
        #expect(positions[99] == LineColumn(line: 2, column: 4))
        #expect(OffsetPositions.lineColumns(of: [0, 3], in: []) == [0: LineColumn(line: 1, column: 1), 3: LineColumn(line: 1, column: 1)])
    }

    /// Files with and without carriage returns, lines longer than a block, and offsets in any order with
    /// repeats: every position is the one a ``LineTable`` gives.
    @Test func agreesWithALineTable() {
        var generator = SplitMix64(seed: 7)
        let pieces: [[UInt8]] = [Array("\n".utf8), Array("\r\n".utf8), Array("\r".utf8), Array("é".utf8), Array("x".utf8), Array(repeating: UInt8(ascii: "y"), count: 40)]
        for round in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 60) {
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                if round % 2 == 0, piece.contains(UInt8(ascii: "\r")) { continue }
                bytes += piece
            }
            let offsets = (0..<8).map { _ in Int(generator.next() % UInt64(bytes.count + 3)) - 1 }
            let table = LineTable(bytes)
            let positions = OffsetPositions.lineColumns(of: offsets, in: bytes)
            for offset in offsets {
                #expect(positions[offset] == table.lineColumn(at: offset), "offset \(offset) of \(bytes)")
            }
        }
    }
}
